import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from '../src/website/site/sanitise';

describe('sanitiseRichText', () => {
  it('keeps the allowed tags', () => {
    const html =
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>soft</em> word.<br></p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Q</blockquote><h3>Sub</h3>';
    expect(sanitiseRichText(html)).toBe(
      '<h2>Title</h2><p>A <strong>bold</strong> and <em>soft</em> word.<br /></p><ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Q</blockquote><h3>Sub</h3>',
    );
  });

  it('removes script and style elements with their content', () => {
    expect(sanitiseRichText('<p>Hi<script>alert(1)</script></p><style>p{}</style>')).toBe('<p>Hi</p>');
  });

  it('removes event handler and other attributes', () => {
    expect(
      sanitiseRichText('<p onclick="evil()" class="x" style="color:red">Hi</p><img src=x onerror="evil()">'),
    ).toBe('<p>Hi</p>');
  });

  it('drops javascript:, data: and protocol-relative links but keeps the text', () => {
    expect(sanitiseRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitiseRichText('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });

  it('keeps http(s), mailto, tel and relative links; external ones get rel=noopener', () => {
    expect(sanitiseRichText('<a href="https://renolit.com">R</a>')).toBe(
      '<a href="https://renolit.com" rel="noopener noreferrer" target="_blank">R</a>',
    );
    expect(sanitiseRichText('<a href="/contact" target="_top">C</a>')).toBe('<a href="/contact">C</a>');
    expect(sanitiseRichText('<a href="mailto:hi@example.com">M</a>')).toBe(
      '<a href="mailto:hi@example.com">M</a>',
    );
    expect(sanitiseRichText('<a href="tel:+919820012345">T</a>')).toBe('<a href="tel:+919820012345">T</a>');
  });

  it('unwraps tags that are not allowed', () => {
    expect(sanitiseRichText('<div><h1>Big</h1><span>text</span></div>')).toBe('Bigtext');
  });
});

import { describe, expect, it } from 'vitest';
import { rich } from './rich-text';

describe('rich', () => {
  it('turns blocks into paragraphs, headings and one list per run of items', () => {
    expect(rich('## Why', 'Intro & more', '- one', '- **two**', 'After')).toBe(
      '<h2>Why</h2><p>Intro &amp; more</p><ul><li>one</li><li><strong>two</strong></li></ul><p>After</p>',
    );
  });
  it('escapes markup in the text', () => {
    expect(rich('a <b> c')).toBe('<p>a &lt;b&gt; c</p>');
  });
});

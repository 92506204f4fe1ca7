import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptJson } from './public-html';

describe('escapeHtml', () => {
  it('escapes what could end an attribute or open a tag', () => {
    expect(escapeHtml(`Pools & "Spas" <b>'x'</b>`)).toBe(
      'Pools &amp; &quot;Spas&quot; &lt;b&gt;&#39;x&#39;&lt;/b&gt;',
    );
  });
});

describe('scriptJson', () => {
  it('keeps content from closing the script element and round-trips', () => {
    const value = { text: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(value);
  });
});

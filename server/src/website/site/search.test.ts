import { describe, expect, it } from 'vitest';
import { snippetParts, toPrefixQuery } from './search';

describe('toPrefixQuery', () => {
  it('requires every word and matches the last one as a prefix', () => {
    expect(toPrefixQuery('  Pool  tiles ')).toBe('Pool & tiles:*');
    expect(toPrefixQuery('po')).toBe('po:*');
  });

  it('keeps only letters and digits, so no tsquery syntax gets through', () => {
    expect(toPrefixQuery(`<script>alert(1)</script>`)).toBe('script & alert & 1 & script:*');
    expect(toPrefixQuery(`a' | !b:* & (c)`)).toBe('a & b & c:*');
    expect(toPrefixQuery('!! -- ;')).toBeNull();
  });
});

describe('snippetParts', () => {
  it('marks the highlighted words and reads entities as text', () => {
    expect(snippetParts('Use &lt;b&gt; &amp; check the \uE000chlorine\uE001  level.')).toEqual([
      { text: 'Use <b> & check the ', match: false },
      { text: 'chlorine', match: true },
      { text: ' level.', match: false },
    ]);
  });
});

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

describe('toPrefixQuery with Hindi transliterations', () => {
  it('also looks for the English word of a romanised or Devanagari product word', () => {
    expect(toPrefixQuery('pul filtar')).toBe('(pul | pool) & (filtar:* | filter:*)');
    expect(toPrefixQuery('Heetar')).toBe('(Heetar:* | heater:*)');
    expect(toPrefixQuery('पूल पंप')).toBe('(पूल | pool) & (पंप:* | pump:*)');
    // A nukta letter typed as one character or as letter plus nukta is the same word.
    expect(toPrefixQuery('\u095Eिल्टर')).toContain('filter:*');
    expect(toPrefixQuery('\u092B\u093Cिल्टर')).toContain('filter:*');
    // A word the table does not know, or that is already English, stays as typed.
    expect(toPrefixQuery('pump cover')).toBe('pump & cover:*');
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

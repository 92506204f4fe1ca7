import { describe, expect, it } from 'vitest';
import { diffWords, readableText } from './textDiff';

describe('diffWords', () => {
  it('marks the words removed and added, keeping the rest', () => {
    expect(diffWords('We build fast pools in Pune', 'We build safe pools in Pune and Mumbai')).toEqual([
      { text: 'We build', change: 'same' },
      { text: 'safe', change: 'added' },
      { text: 'fast', change: 'removed' },
      { text: 'pools in Pune', change: 'same' },
      { text: 'and Mumbai', change: 'added' },
    ]);
  });

  it('covers the whole of a long text (a change near its end is shown)', () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const parts = diffWords(long, `${long} ending`);
    expect(parts.at(-1)).toEqual({ text: 'ending', change: 'added' });
    expect(parts.map((p) => p.text).join(' ')).toBe(`${long} ending`);
  });

  it('handles an empty side', () => {
    expect(diffWords('', 'New text')).toEqual([{ text: 'New text', change: 'added' }]);
    expect(diffWords('Old', '')).toEqual([{ text: 'Old', change: 'removed' }]);
  });
});

describe('readableText', () => {
  it('reads rich text as its words', () => {
    expect(readableText('<p>Pools &amp; spas</p><ul><li>Fast</li></ul>')).toBe('Pools & spas Fast');
  });
});

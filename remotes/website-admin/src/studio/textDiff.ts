/** Word-by-word differences of two texts, for the history's comparison (the whole text, not a cut). */

export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text a reader sees of rich text (HTML): tags as spaces, entities decoded, spaces collapsed. */
export function readableText(value: string): string {
  return value
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The words of `before` and `after` as kept, removed and added (a longest common subsequence of
 * the words between their common start and end; neighbouring parts of one kind are joined).
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = before ? before.split(' ') : [];
  const b = after ? after.split(' ') : [];
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  const midA = a.slice(start, a.length - end);
  const midB = b.slice(start, b.length - end);
  // Two long, wholly rewritten texts: removed then added, rather than a table of millions.
  if (midA.length * midB.length > 4_000_000)
    return joinParts([
      ...a.slice(0, start).map((text): DiffPart => ({ text, change: 'same' })),
      ...midA.map((text): DiffPart => ({ text, change: 'removed' })),
      ...midB.map((text): DiffPart => ({ text, change: 'added' })),
      ...a.slice(a.length - end).map((text): DiffPart => ({ text, change: 'same' })),
    ]);
  // lengths[i][j]: the longest common subsequence of midA[i…] and midB[j…].
  const lengths = Array.from({ length: midA.length + 1 }, () => new Uint32Array(midB.length + 1));
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      lengths[i]![j] =
        midA[i] === midB[j]
          ? lengths[i + 1]![j + 1]! + 1
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const words: DiffPart[] = a.slice(0, start).map((text) => ({ text, change: 'same' }));
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      words.push({ text: midA[i++]!, change: 'same' });
      j++;
    } else if (j < midB.length && (i === midA.length || lengths[i]![j + 1]! >= lengths[i + 1]![j]!)) {
      words.push({ text: midB[j++]!, change: 'added' });
    } else {
      words.push({ text: midA[i++]!, change: 'removed' });
    }
  }
  for (const text of a.slice(a.length - end)) words.push({ text, change: 'same' });
  return joinParts(words);
}

/** Neighbouring words of one kind as one part. */
function joinParts(words: DiffPart[]): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const word of words) {
    const last = parts.at(-1);
    if (last?.change === word.change) last.text += ` ${word.text}`;
    else parts.push({ ...word });
  }
  return parts;
}

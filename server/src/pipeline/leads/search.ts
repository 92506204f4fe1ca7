import { nationalDigits } from '@managewell/api/contract';

/**
 * What the free-text search looks for in a lead's search text (lower-cased name, e-mail, mobile digits).
 * A query made only of phone characters is reduced to its national digits, so '+91 98450-12345' finds
 * the lead whose mobile is 9845012345.
 */
export function searchPattern(q: string): string | null {
  const text = q.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return null;
  if (/^[\d\s+\-().]+$/.test(text) && /\d/.test(text)) {
    const national = nationalDigits(text);
    return national ?? text.replace(/\D/g, '');
  }
  return text;
}

/** Escapes LIKE wildcards so they match literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

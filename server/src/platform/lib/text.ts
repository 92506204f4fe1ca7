import { basename } from 'node:path';

/** C0 and C1 control characters (tab and line breaks included): never part of a name or an e-mail. */
export function isControlCharacter(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f);
}

/** An uploaded file's name, kept for display only: no folders, no control characters, 200 at most. */
export function displayFileName(fileName: string, extension: string, fallbackStem = 'file'): string {
  const cleaned = basename(fileName.replace(/\\/g, '/'))
    .split('')
    .filter((char) => !isControlCharacter(char.charCodeAt(0)))
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned === '' ? `${fallbackStem}.${extension}` : cleaned;
}

/** A typed name as compared with a name on record: case, accents and runs of spaces aside. */
export function normaliseName(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

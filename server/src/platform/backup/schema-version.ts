import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

/** The committed migrations, oldest first (drizzle's journal). */
export async function readJournal(folder: string): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Names a database's latest applied migration (drizzle records its journal `when` as created_at). */
export function migrationNamed(journal: JournalEntry[], when: number): string {
  return (
    journal.find((entry) => entry.when === when)?.tag ??
    `unknown migration of ${new Date(when).toISOString()}`
  );
}

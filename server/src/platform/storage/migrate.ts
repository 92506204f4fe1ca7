import { createHash } from 'node:crypto';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local';

export interface CopyReport {
  /** Copied now and read back equal. */
  copied: number;
  /** Already in the store with the same size and sha256. */
  present: number;
  /** Keys whose copy could not be stored or read back equal, with why. */
  failed: { key: string; reason: string }[];
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/**
 * Copies every file of a local folder under the prefixes into the store, and verifies each
 * copy by reading it back (size and sha256); a file already there and equal is left alone, so
 * the copy can run again after a failure or while the old servers still take uploads.
 */
export async function copyFolderToStore(
  folder: string,
  prefixes: string[],
  store: FileStore,
  progress: (key: string, outcome: 'copied' | 'present' | 'failed') => void = () => undefined,
): Promise<CopyReport> {
  const source = new LocalFileStore(folder);
  const report: CopyReport = { copied: 0, present: 0, failed: [] };
  for (const prefix of prefixes) {
    for (const { key } of await source.list(prefix)) {
      const body = await source.read(key);
      if (!body) continue;
      const wanted = sha256(body);
      try {
        if ((await store.size(key)) === body.length) {
          const there = await store.read(key);
          if (there && sha256(there) === wanted) {
            report.present++;
            progress(key, 'present');
            continue;
          }
        }
        await store.put(key, body);
        const copy = await store.read(key);
        if (!copy || copy.length !== body.length || sha256(copy) !== wanted)
          throw new Error(`read back ${copy?.length ?? 'no'} bytes that differ from the ${body.length} sent`);
        report.copied++;
        progress(key, 'copied');
      } catch (error) {
        report.failed.push({ key, reason: (error as Error).message });
        progress(key, 'failed');
      }
    }
  }
  return report;
}

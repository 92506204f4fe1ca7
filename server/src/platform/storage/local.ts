import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { checkKey, checkPrefix, type FileStore, type ListedFile, type OpenedFile } from './file-store';

/** Temporary names of writes in progress, never listed. */
const TEMP = /\.[0-9a-f]{12}\.tmp$/;

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files under a local folder, at the same paths as the keys (DATA_DIR/uploads/…, as before the
 * store existed); folders and files readable by the server's user only.
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  private path(key: string): string {
    return join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // Written aside and renamed, so a reader never sees half a file.
    const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, body, { mode: 0o600, flag: 'wx' });
    await rename(temp, path).catch(async (error) => {
      await unlink(temp).catch(() => undefined);
      throw error;
    });
  }

  async open(key: string): Promise<OpenedFile | null> {
    const path = this.path(key);
    const size = await this.size(key);
    return size === null ? null : { stream: createReadStream(path), size };
  }

  async read(key: string): Promise<Buffer | null> {
    return readFile(this.path(key)).catch((error) => {
      if (missing(error)) return null;
      throw error;
    });
  }

  async size(key: string): Promise<number | null> {
    const info = await stat(this.path(key)).catch((error) => {
      if (missing(error)) return null;
      throw error;
    });
    return info?.isFile() ? info.size : null;
  }

  async remove(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  async list(prefix: string): Promise<ListedFile[]> {
    checkPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    const folder = join(
      this.root,
      ...prefix
        .slice(0, slash + 1)
        .split('/')
        .filter(Boolean),
    );
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch((error) => {
      if (missing(error)) return [];
      throw error;
    });
    const files: ListedFile[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || TEMP.test(entry.name)) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(this.root, path).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const info = await stat(path).catch(() => null);
      if (info) files.push({ key, size: info.size });
    }
    return files.sort((a, b) => a.key.localeCompare(b.key));
  }

  async removeAll(prefix: string): Promise<void> {
    if (prefix.endsWith('/')) {
      await rm(this.path(prefix.slice(0, -1)), { recursive: true, force: true });
      return;
    }
    for (const file of await this.list(prefix)) await this.remove(file.key);
  }

  close(): void {}
}

import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import { copyFolderToStore, type FileStore, LocalFileStore } from '.';
import { S3FileStore } from './s3';

let s3: TestS3Server;
let folder: string;
const stores: Record<string, () => FileStore> = {};

beforeAll(async () => {
  s3 = await startS3Server();
  folder = await mkdtemp(join(tmpdir(), 'mw-store-'));
  stores.local = () => new LocalFileStore(folder);
  stores.s3 = () => new S3FileStore(s3.settings('tenant/'));
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const text = async (store: FileStore, key: string) => {
  const opened = await store.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return { size: opened.size, body: Buffer.concat(chunks).toString() };
};

describe.each(['local', 's3'])('the %s file store', (kind) => {
  it('stores, streams, lists and removes files by key', async () => {
    const store = stores[kind]!();
    await store.put('uploads/a/one.pdf', Buffer.from('first'), 'application/pdf');
    await store.put('uploads/a/two.pdf', Buffer.from('second!'));
    await store.put('uploads/b/three.pdf', Buffer.from('x'));
    expect(await text(store, 'uploads/a/one.pdf')).toEqual({ size: 5, body: 'first' });
    expect((await store.read('uploads/a/two.pdf'))?.toString()).toBe('second!');
    expect(await store.size('uploads/a/two.pdf')).toBe(7);
    expect(await store.list('uploads/a/')).toEqual([
      { key: 'uploads/a/one.pdf', size: 5 },
      { key: 'uploads/a/two.pdf', size: 7 },
    ]);

    await store.put('uploads/a/one.pdf', Buffer.from('replaced'));
    expect((await store.read('uploads/a/one.pdf'))?.toString()).toBe('replaced');

    await store.remove('uploads/a/one.pdf');
    await store.remove('uploads/a/never-there.pdf');
    expect(await store.open('uploads/a/one.pdf')).toBeNull();
    expect(await store.read('uploads/a/one.pdf')).toBeNull();
    expect(await store.size('uploads/a/one.pdf')).toBeNull();

    await store.removeAll('uploads/a/');
    expect(await store.list('uploads/a/')).toEqual([]);
    expect(await store.list('uploads/')).toEqual([{ key: 'uploads/b/three.pdf', size: 1 }]);
    await store.removeAll('uploads/');
    store.close();
  });

  it('refuses a key that could leave its folder', async () => {
    const store = stores[kind]!();
    for (const key of [
      '../secret',
      'uploads/../../etc/passwd',
      '/etc/passwd',
      'uploads//x',
      'uploads/.hidden',
    ])
      await expect(store.read(key)).rejects.toThrow(/Not a storage key/);
    store.close();
  });
});

describe('the local file store', () => {
  it('keeps files at the paths they had before the store (DATA_DIR/uploads/…), for the server alone', async () => {
    const store = new LocalFileStore(folder);
    await store.put('uploads/resumes/r.pdf', Buffer.from('%PDF'));
    expect(await readdir(join(folder, 'uploads', 'resumes'))).toEqual(['r.pdf']);
    expect((await stat(join(folder, 'uploads', 'resumes', 'r.pdf'))).mode & 0o777).toBe(0o600);
    await rm(join(folder, 'uploads'), { recursive: true });
  });
});

describe('copying a local folder into the bucket (pnpm storage:migrate)', () => {
  it('copies each file once, verified by size and sha256, and skips what is there already', async () => {
    const source = await mkdtemp(join(tmpdir(), 'mw-migrate-'));
    await mkdir(join(source, 'uploads', 'sales'), { recursive: true });
    await mkdir(join(source, 'media-cache', 'pool'), { recursive: true });
    await mkdir(join(source, 'postgres'), { recursive: true });
    await writeFile(join(source, 'uploads', 'sales', 'photo.jpg'), Buffer.alloc(300_000, 7));
    await writeFile(join(source, 'media-cache', 'pool', '480.webp'), 'webp');
    // A write in progress and the database's files are not copied.
    await writeFile(join(source, 'media-cache', 'pool', '480.webp.0123456789ab.tmp'), 'half');
    await writeFile(join(source, 'postgres', 'PG_VERSION'), '18');

    const bucket = new S3FileStore(s3.settings('migrated/'));
    const first = await copyFolderToStore(source, ['uploads/', 'media-cache/'], bucket);
    expect(first).toEqual({ copied: 2, present: 0, failed: [] });
    expect((await bucket.read('uploads/sales/photo.jpg'))?.equals(Buffer.alloc(300_000, 7))).toBe(true);
    expect((await bucket.list('')).map((f) => f.key)).toEqual([
      'media-cache/pool/480.webp',
      'uploads/sales/photo.jpg',
    ]);

    // A copy that differs (a half-copied earlier run) is copied again; equal ones are left.
    await bucket.put('media-cache/pool/480.webp', Buffer.from('xxxx'));
    const again = await copyFolderToStore(source, ['uploads/', 'media-cache/'], bucket);
    expect(again).toEqual({ copied: 1, present: 1, failed: [] });
    expect((await bucket.read('media-cache/pool/480.webp'))?.toString()).toBe('webp');
    bucket.close();
    await rm(source, { recursive: true, force: true });
  });
});

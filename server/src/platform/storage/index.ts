/** Where uploaded and generated files live: DATA_DIR, or an S3-compatible bucket. */
import type { Config, ObjectStoreSettings } from '../config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local';

// The store every module keeps files in, its local backend, and the copy into a bucket (storage:migrate).
export type { FileStore, ListedFile, OpenedFile } from './file-store';
export { LocalFileStore } from './local';
export { type CopyReport, copyFolderToStore } from './migrate';
export type { ObjectStoreSettings };

/** A bucket's store; the AWS SDK is loaded only then, so a start without a bucket never parses it. */
export async function openBucket(settings: ObjectStoreSettings): Promise<FileStore> {
  const { S3FileStore } = await import('./s3');
  return new S3FileStore(settings);
}

/** The bucket when S3_BUCKET is set, else the local folder DATA_DIR. */
export async function openFileStore(config: Pick<Config, 'dataDir' | 'objectStore'>): Promise<FileStore> {
  return config.objectStore ? openBucket(config.objectStore) : new LocalFileStore(config.dataDir);
}

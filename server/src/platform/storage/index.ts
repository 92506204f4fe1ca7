/** Where uploaded and generated files live: DATA_DIR, or an S3-compatible bucket. */
import type { Config } from '../config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local';
import { S3FileStore } from './s3';

export type { FileStore, ListedFile, OpenedFile } from './file-store';
export { LocalFileStore } from './local';
export { type CopyReport, copyFolderToStore } from './migrate';
export { type ObjectStoreSettings, S3FileStore } from './s3';

/** The bucket when S3_BUCKET is set, else the local folder DATA_DIR. */
export function openFileStore(config: Pick<Config, 'dataDir' | 'objectStore'>): FileStore {
  return config.objectStore ? new S3FileStore(config.objectStore) : new LocalFileStore(config.dataDir);
}

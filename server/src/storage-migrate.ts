/**
 * `pnpm storage:migrate [folder]`: copies the files kept under DATA_DIR (uploads/, media-cache/)
 * into the bucket that S3_* names, verifying each copy's size and sha256. It can run again at any
 * time: files already copied are checked and left alone. Exits 1 when any file failed.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './platform/config';
import { copyFolderToStore, openBucket } from './platform/storage';

/** The folders of DATA_DIR that hold files (not postgres/, the database). */
export const STORED_FOLDERS = ['uploads/', 'media-cache/'];

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (!config.objectStore) {
    console.error('Set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID… as the servers will have them) first.');
    return 1;
  }
  const [folder] = process.argv.slice(2).filter((a) => a !== '--');
  const source = folder ? resolve(process.env.INIT_CWD ?? process.cwd(), folder) : config.dataDir;
  const { bucket, prefix } = config.objectStore;
  console.log(`Copying ${STORED_FOLDERS.join(', ')} of ${source} into s3://${bucket}/${prefix}`);
  const store = await openBucket(config.objectStore);
  let seen = 0;
  const report = await copyFolderToStore(source, STORED_FOLDERS, store, () => {
    seen++;
    if (seen % 100 === 0) console.log(`  ${seen} files…`);
  });
  store.close();
  console.log(
    `${report.copied} copied and verified, ${report.present} already there and equal, ${report.failed.length} failed.`,
  );
  for (const { key, reason } of report.failed) console.error(`  ${key}: ${reason}`);
  if (report.failed.length) console.error('Run it again: copied files are checked and skipped.');
  return report.failed.length ? 1 : 0;
}

process.exit(await main());

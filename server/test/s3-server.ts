/**
 * An S3-compatible server in the test's own process (@20minutes/s3rver, objects in a temporary
 * folder), so the object-store backend is tested offline against the real S3 wire protocol.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { ObjectStoreSettings } from '../src/platform/storage';

export interface TestS3Server {
  /** Settings of a bucket on it, as S3_* would give them. */
  settings(prefix?: string): ObjectStoreSettings;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'managewell-test';

export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'mw-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
    // s3rver signs a listing's `prefix=a%2Fb` as decoded and so refuses the SDK's right signature.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  return {
    settings: (prefix = '') => ({
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's built-in account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix,
    }),
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { ObjectStoreSettings } from '../config';
import { checkKey, checkPrefix, type FileStore, type ListedFile, type OpenedFile } from './file-store';

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Files as objects of one bucket, the key (behind the prefix) as the object's name. */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(private readonly settings: ObjectStoreSettings) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only when the operation needs one: MinIO, Ceph and R2 differ in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private name(key: string): string {
    return this.settings.prefix + checkKey(key);
  }

  async put(key: string, body: Buffer, contentType = 'application/octet-stream'): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.name(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    );
  }

  async open(key: string): Promise<OpenedFile | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.name(key) }),
      );
      if (!answer.Body) return null;
      return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async size(key: string): Promise<number | null> {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.name(key) }),
      );
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.name(key) }));
  }

  async list(prefix: string): Promise<ListedFile[]> {
    const files: ListedFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: this.settings.prefix + checkPrefix(prefix),
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key)
          files.push({ key: object.Key.slice(this.settings.prefix.length), size: object.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return files;
  }

  async removeAll(prefix: string): Promise<void> {
    // One DELETE per object, a few at a time: the batch delete's checksum header is not taken
    // alike by every S3-compatible store.
    const files = await this.list(prefix);
    for (let i = 0; i < files.length; i += 8)
      await Promise.all(files.slice(i, i + 8).map((f) => this.remove(f.key)));
  }

  /** Closes the client's sockets. */
  close(): void {
    this.client.destroy();
  }
}

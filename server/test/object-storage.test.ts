/**
 * Files in an S3-compatible bucket (S3_*): two server processes on one database and one bucket,
 * each with a DATA_DIR of its own, as on two machines. What one stores, the other serves, after
 * the same access checks; nothing lands on either machine's disk.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3FileStore } from '../src/platform/storage/s3';
import { insertMedia } from '../src/website/site/repository';
import { cloneTemplate, startTestServerOn, type TestServer } from './helpers';
import { multipartBody } from './multipart';
import { employeeFor } from './people-fixtures';
import { startS3Server, type TestS3Server } from './s3-server';

let s3: TestS3Server;
let bucket: S3FileStore;
let one: TestServer;
let two: TestServer;
const dataDirs: string[] = [];

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

beforeAll(async () => {
  s3 = await startS3Server();
  const objectStore = s3.settings('deployment/');
  bucket = new S3FileStore(objectStore);
  for (let i = 0; i < 2; i++) dataDirs.push(await mkdtemp(join(tmpdir(), 'mw-machine-')));
  // One database for both; each its own DATA_DIR.
  const url = await cloneTemplate();
  one = await startTestServerOn(url, { objectStore, dataDir: dataDirs[0]! });
  two = await startTestServerOn(url, { objectStore, dataDir: dataDirs[1]! });
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  bucket?.close();
  await s3?.close();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

const stored = async (prefix: string) => (await bucket.list(prefix)).map((f) => f.key);

describe('files in the bucket, two processes', () => {
  it('serves a sales drawing uploaded through the other process, to sales only', async () => {
    const sales = await one.tokenFor('sales');
    const page = (
      await one.call({ method: 'GET', url: '/api/sales/leads?stage=costed&pageSize=1', token: sales })
    ).json().success;
    const lead = page.items[0];
    const upload = await one.call({
      method: 'POST',
      url: `/api/sales/leads/${lead.id}/files`,
      token: sales,
      ...multipartBody({ kind: 'design', title: 'Plan' }, [
        { field: 'file', name: 'plan.pdf', content: PDF, type: 'application/pdf' },
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const file = upload.json().success;
    expect(await stored('uploads/sales/')).toHaveLength(1);

    const download = await two.call({ method: 'GET', url: file.url, token: await two.tokenFor('sales') });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-length']).toBe(String(PDF.length));
    expect(download.headers['cache-control']).toContain('no-store');
    const stranger = await two.call({
      method: 'GET',
      url: file.url,
      token: await two.tokenFor('verification'),
    });
    expect(stranger.statusCode).toBe(403);
    expect((await two.call({ method: 'GET', url: file.url })).statusCode).toBe(401);
  });

  it("streams a career applicant's resume, stored by one process, to website-admin on the other", async () => {
    const applied = await one.call({
      method: 'POST',
      url: '/api/website-frontend/career-application',
      remoteAddress: '10.77.0.1',
      ...multipartBody({ name: 'Asha Rao', email: 'asha@example.in', phone: '9820012345', job: 'general' }, [
        { field: 'resume', name: 'Asha CV.pdf', content: PDF, type: 'application/pdf' },
      ]),
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const id = applied.json().success.id;
    expect(await stored('uploads/resumes/')).toHaveLength(1);

    const resume = await two.call({
      method: 'GET',
      url: `/api/website-admin/leads/${id}/resume`,
      token: await two.tokenFor('website-admin'),
    });
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.rawPayload.equals(PDF)).toBe(true);
  });

  it('replaces a joining document in the bucket and serves it to HR on the other process', async () => {
    await employeeFor(one, 'employee');
    const employee = await one.tokenFor('employee');
    const upload = (content: Buffer) =>
      one.call({
        method: 'POST',
        url: '/api/me/joining-kit/education',
        token: employee,
        ...multipartBody({}, [{ field: 'file', name: 'degree.pdf', content }]),
      });
    expect((await upload(PDF)).statusCode).toBe(201);
    const second = Buffer.concat([PDF, Buffer.from('% second scan\n')]);
    const kit = (await upload(second)).json().success;
    const doc = kit.items.find((i: { kind: string }) => i.kind === 'education').document;
    // The replaced scan is gone from the bucket.
    expect(await stored('uploads/joining-kit/')).toHaveLength(1);

    const read = await two.call({
      method: 'GET',
      url: `/api/hr/joining-kit/documents/${doc.id}/file`,
      token: await two.tokenFor('hr'),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.rawPayload.equals(second)).toBe(true);
  });

  it('keeps the media variants one process made in the bucket, where the other finds them', async () => {
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2277cc' } })
      .png()
      .toBuffer();
    await insertMedia(one.site, { id: 'shared-pool', content: picture, mime: 'image/png', alt: 'A pool' });
    const made = await one.call({ method: 'GET', url: '/media/shared-pool/480.webp' });
    expect(made.statusCode).toBe(200);
    expect(made.headers['cache-control']).toContain('immutable');
    expect(await stored('media-cache/shared-pool/')).toEqual(['media-cache/shared-pool/480.webp']);

    // The other process answers from the bucket, not from a sharp run of its own: marked bytes
    // put there come back.
    const marked = Buffer.concat([made.rawPayload, Buffer.from('bucket')]);
    await bucket.put('media-cache/shared-pool/480.webp', marked);
    const served = await two.call({ method: 'GET', url: '/media/shared-pool/480.webp' });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(marked)).toBe(true);
    expect(served.headers['cache-control']).toContain('immutable');

    // A replaced original drops its variants from the bucket (heard by every process).
    await insertMedia(one.site, { id: 'shared-pool', content: picture, mime: 'image/png', alt: 'Again' });
    await expect.poll(() => stored('media-cache/shared-pool/'), { timeout: 10_000 }).toEqual([]);
  });

  it('writes nothing to either machine’s DATA_DIR', async () => {
    for (const dir of dataDirs) expect(await readdir(dir)).toEqual([]);
  });
});

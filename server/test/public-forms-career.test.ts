import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { LEAD_MESSAGES, RESUME_MAX_BYTES, RESUME_MESSAGES } from '@managewell/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadAttachments, leads } from '../src/pipeline/leads';
import { NUL_MESSAGE } from '../src/platform/http/validation';
import { JOB_CLOSED_MESSAGE } from '../src/website/public-forms/career-routes';
import { contentItems } from '../src/website/site';
import { startTestServer, type TestServer } from './helpers';
import { jobDocument } from './site-fixtures';

let server: TestServer;
let dataDir: string;
let address = 0;
const nextAddress = () => `10.1.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const OPEN_JOB = 'pool-site-engineer-test';
const UNPUBLISHED_JOB = 'pool-plumber-test';
const EXPIRED_JOB = 'pool-designer-test';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-career-'));
  server = await startTestServer({ dataDir });
  // The content repository is written elsewhere: the fixture jobs go straight into the table.
  await server.database.db.insert(contentItems).values([
    {
      kind: 'job',
      slug: OPEN_JOB,
      title: 'Pool site engineer',
      published: true,
      data: jobDocument('2099-12-31'),
    },
    {
      kind: 'job',
      slug: UNPUBLISHED_JOB,
      title: 'Pool plumber',
      published: false,
      data: jobDocument('2099-12-31'),
    },
    {
      kind: 'job',
      slug: EXPIRED_JOB,
      title: 'Pool designer',
      published: true,
      data: jobDocument('2020-01-31'),
    },
  ]);
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

// --- fixtures -------------------------------------------------------------------------------

/** A zip with stored (uncompressed) entries: enough for a DOCX that file-type recognises. */
function zip(files: Record<string, string>): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(files)) {
    const data = Buffer.from(text);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
const DOCX = zip({
  '[Content_Types].xml':
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  'word/document.xml': '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
});
/** An OLE compound file header: what a Word 97-2003 .doc starts with. */
const CFB = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(4088),
]);

const applicant = {
  name: 'Anil Kumar',
  email: 'Anil.Kumar@Example.in',
  phone: '9876543210',
  job: OPEN_JOB,
  experience: '4 years',
  message: 'I have built 20 residential pools in Pune.',
};

interface FilePart {
  field?: string;
  name: string;
  type?: string;
  content: Buffer;
}

function multipart(fields: Record<string, string>, files: FilePart[]) {
  const boundary = `----mwtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'resume'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const apply = (fields: Record<string, string>, files: FilePart[], remoteAddress = nextAddress()) =>
  server.call({
    method: 'POST',
    url: '/api/website-frontend/career-application',
    remoteAddress,
    ...multipart(fields, files),
  });

const leadCount = async () => (await server.database.db.select({ n: count() }).from(leads))[0]!.n;
const resumeFolder = () => join(dataDir, 'uploads', 'resumes');
const storedResumes = async () => readdir(resumeFolder()).catch(() => [] as string[]);

async function expectRefused(
  fields: Record<string, string>,
  files: FilePart[],
  status: number,
  expectedFields?: Record<string, string>,
) {
  const [leadsBefore, filesBefore] = [await leadCount(), (await storedResumes()).length];
  const response = await apply(fields, files);
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  if (expectedFields) expect(body.fields).toEqual(expectedFields);
  expect(await leadCount()).toBe(leadsBefore);
  expect((await storedResumes()).length).toBe(filesBefore);
  return body;
}

// --- tests ----------------------------------------------------------------------------------

describe('POST /api/website-frontend/career-application', () => {
  it('stores a PDF resume and a career lead with its attachment', async () => {
    const before = await leadCount();
    const response = await apply(applicant, [{ name: 'Anil CV.pdf', type: 'application/pdf', content: PDF }]);
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().success.id as number;
    expect(await leadCount()).toBe(before + 1);

    const [lead] = await server.database.db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({
      firstName: 'Anil Kumar',
      email: 'anil.kumar@example.in',
      mobile: '9876543210',
      mobileNormalised: '+919876543210',
      source: 'career',
      status: 'new',
      interests: OPEN_JOB,
      notes: 'Experience: 4 years\n\nI have built 20 residential pools in Pune.',
      createdBy: null,
    });
    const [attachment] = await server.database.db
      .select()
      .from(leadAttachments)
      .where(eq(leadAttachments.leadId, id));
    expect(attachment).toMatchObject({
      kind: 'resume',
      originalName: 'Anil CV.pdf',
      mime: 'application/pdf',
      bytes: PDF.length,
    });
    expect(attachment!.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const path = join(resumeFolder(), attachment!.storedName);
    expect(await readFile(path)).toEqual(PDF);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('accepts a DOCX and a DOC, whatever type the browser declares', async () => {
    const docx = await apply(applicant, [{ name: 'cv.docx', type: 'text/plain', content: DOCX }]);
    expect(docx.statusCode, docx.body).toBe(201);
    const doc = await apply({ ...applicant, experience: '' }, [{ name: 'cv.DOC', content: CFB }]);
    expect(doc.statusCode, doc.body).toBe(201);
    const rows = await server.database.db
      .select()
      .from(leadAttachments)
      .where(eq(leadAttachments.leadId, docx.json().success.id));
    expect(rows[0]!.storedName).toMatch(/\.docx$/);
    expect(rows[0]!.mime).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const [docRow] = await server.database.db
      .select()
      .from(leadAttachments)
      .where(eq(leadAttachments.leadId, doc.json().success.id));
    expect(docRow).toMatchObject({ mime: 'application/msword' });
    expect(docRow!.storedName).toMatch(/\.doc$/);
  });

  it('keeps only the base name of the file name the browser sent', async () => {
    const response = await apply(applicant, [{ name: '..\\..\\etc\\passwd.pdf', content: PDF }]);
    expect(response.statusCode).toBe(201);
    const [row] = await server.database.db
      .select()
      .from(leadAttachments)
      .where(eq(leadAttachments.leadId, response.json().success.id));
    expect(row!.originalName).toBe('passwd.pdf');
  });

  it('refuses a file that is not a PDF, DOC or DOCX, whatever its name says', async () => {
    const fake = Buffer.from('MZ this is really an executable, not a PDF');
    await expectRefused(applicant, [{ name: 'resume.pdf', type: 'application/pdf', content: fake }], 400, {
      resume: RESUME_MESSAGES.type,
    });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    await expectRefused(applicant, [{ name: 'photo.pdf', content: png }], 400, {
      resume: RESUME_MESSAGES.type,
    });
    // A compound file is only a resume when it is a .doc (not, say, an .msi installer).
    await expectRefused(applicant, [{ name: 'setup.msi', content: CFB }], 400, {
      resume: RESUME_MESSAGES.type,
    });
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES + 1 - PDF.length, 0x20)]);
    const body = await expectRefused(applicant, [{ name: 'big.pdf', content: big }], 413, {
      resume: RESUME_MESSAGES.size,
    });
    expect(body.message).toBe(RESUME_MESSAGES.size);
    // Exactly 5 MB is fine.
    const limit = Buffer.concat([PDF, Buffer.alloc(RESUME_MAX_BYTES - PDF.length, 0x20)]);
    expect((await apply(applicant, [{ name: 'limit.pdf', content: limit }])).statusCode).toBe(201);
  });

  it('asks for the resume when none is attached, together with the other field errors', async () => {
    await expectRefused(applicant, [], 400, { resume: RESUME_MESSAGES.missing });
    await expectRefused(applicant, [{ name: 'empty.pdf', content: Buffer.alloc(0) }], 400, {
      resume: RESUME_MESSAGES.missing,
    });
    await expectRefused({ job: OPEN_JOB }, [], 400, {
      name: LEAD_MESSAGES.name,
      email: LEAD_MESSAGES.email,
      phone: LEAD_MESSAGES.phone,
      resume: RESUME_MESSAGES.missing,
    });
  });

  it('refuses bad fields, unknown fields and repeated fields', async () => {
    const pdf = [{ name: 'cv.pdf', content: PDF }];
    await expectRefused({ ...applicant, phone: '12345' }, pdf, 400, { phone: LEAD_MESSAGES.phoneLength });
    await expectRefused({ ...applicant, experience: 'x'.repeat(61) }, pdf, 400, {
      experience: 'Keep this under 60 characters.',
    });
    await expectRefused({ ...applicant, salary: '10 lakh' }, pdf, 400, { salary: "Unknown field 'salary'." });
    await expectRefused({ ...applicant, name: 'Anil\u0001' }, pdf, 400, {
      name: 'Please remove the control characters from this field.',
    });
    await expectRefused({ ...applicant, name: 'Anil\u0000' }, pdf, 400, { name: NUL_MESSAGE });
    await expectRefused(applicant, [{ field: 'cv', name: 'cv.pdf', content: PDF }], 400, {
      resume: 'Send the resume in the field "resume", not "cv".',
    });
    await expectRefused(applicant, [...pdf, { name: 'second.pdf', content: PDF }], 413);
  });

  it('refuses a job that is not published or has closed', async () => {
    const pdf = [{ name: 'cv.pdf', content: PDF }];
    for (const job of [UNPUBLISHED_JOB, EXPIRED_JOB, 'no-such-job']) {
      const body = await expectRefused({ ...applicant, job }, pdf, 400, { job: JOB_CLOSED_MESSAGE });
      expect(body.message).toBe(JOB_CLOSED_MESSAGE);
    }
  });

  it('removes the saved resume and stores no lead when the database refuses the attachment', async () => {
    const { pool } = server.database;
    await pool.query(`create function mw_test_refuse() returns trigger language plpgsql as $$
      begin raise exception 'attachment refused by test'; end $$`);
    await pool.query(
      'create trigger mw_test_refuse before insert on lead_attachments for each row execute function mw_test_refuse()',
    );
    try {
      const [leadsBefore, filesBefore] = [await leadCount(), await storedResumes()];
      const response = await apply(applicant, [{ name: 'cv.pdf', content: PDF }]);
      expect(response.statusCode).toBe(500);
      expect(await leadCount()).toBe(leadsBefore);
      expect(await storedResumes()).toEqual(filesBefore);
    } finally {
      await pool.query('drop trigger mw_test_refuse on lead_attachments');
      await pool.query('drop function mw_test_refuse()');
    }
  });

  it('answers a JSON body with 415', async () => {
    const before = await leadCount();
    const response = await server.call({
      method: 'POST',
      url: '/api/website-frontend/career-application',
      payload: applicant,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(415);
    expect(await leadCount()).toBe(before);
  });

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const [leadsBefore, filesBefore] = [await leadCount(), (await storedResumes()).length];
    const response = await apply({ ...applicant, website: 'spam' }, [{ name: 'cv.pdf', content: PDF }]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: { id: null } });
    expect(await leadCount()).toBe(leadsBefore);
    expect((await storedResumes()).length).toBe(filesBefore);
  });

  it('shares the per-address limit with the other forms', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < server.config.publicForms.maxPerWindow; i++) {
      const response = await server.call({
        method: 'POST',
        url: '/api/website-frontend/enquiry',
        remoteAddress: ip,
        payload: {
          name: 'A',
          email: 'a@example.com',
          phone: '9820012345',
          service: 'lap-pools',
          message: 'Hi',
        },
      });
      expect(response.statusCode).toBe(201);
    }
    const before = await leadCount();
    const refused = await apply(applicant, [{ name: 'cv.pdf', content: PDF }], ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await leadCount()).toBe(before);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isApiErrorBody } from '@managewell/api/contract';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../src/pipeline/leads';
import { LONE_SURROGATE_MESSAGE, MAX_FIELD_MESSAGES, NUL_MESSAGE } from '../src/platform/http/validation';
import { contentItems } from '../src/website/site';
import { startTestServer, type TestServer } from './helpers';
import { multipartBody } from './multipart';
import { jobDocument } from './site-fixtures';

let server: TestServer;
let webRoot: string;
let address = 0;
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'mw-malformed-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>Managewell</title>');
  mkdirSync(join(webRoot, 'remotes', 'public-site', 'dist-ssr'), { recursive: true });
  writeFileSync(
    join(webRoot, 'remotes', 'public-site', 'dist-ssr', 'render.mjs'),
    "export const css = ''; export const THEME_SCRIPT = ''; export const render = (s) => s.page.kind;",
  );
  server = await startTestServer({ webRoot, bodyLimitBytes: 1024 * 1024 });
  await server.database.db.insert(contentItems).values({
    kind: 'job',
    slug: 'pool-site-engineer-malformed',
    title: 'Pool site engineer',
    published: true,
    data: jobDocument(),
  });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const leadCount = async () => (await server.database.db.select({ n: count() }).from(leads))[0]!.n;

function expectValidationError(
  response: { statusCode: number; body: string; json(): unknown },
  field: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { code: string; fields: Record<string, string> };
  expect(isApiErrorBody(body)).toBe(true);
  expect(body.code).toBe('VALIDATION_FAILED');
  expect(Object.keys(body.fields)).toContain(field);
  return body;
}

const NUL = 'a\u0000b';
const LONE = 'a\ud800b';

describe('text PostgreSQL cannot store is refused with 400 and the field, on every route', () => {
  const lead = {
    first_name: 'Meera',
    last_name: 'Iyer',
    company: 'Iyer Villas',
    designation: 'Owner',
    email: 'meera@example.in',
    mobile: '9812345670',
    phone: '0221234567',
    fax: '0221234568',
    website: 'https://example.in',
    address_line1: '1 Beach Road',
    address_line2: 'Juhu',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    postal_code: '400049',
    notes: 'Wants a pool.',
    category: 'Villa',
    source: 'walk-in',
  };
  const textFields = [...Object.keys(lead).filter((f) => f !== 'source'), 'tags'];
  const withText = (field: string, text: string) =>
    field === 'tags' ? ['pool', text] : field === 'email' ? `${text}@example.in` : text;
  const fieldPath = (field: string) => (field === 'tags' ? 'tags.1' : field);

  it.each([
    ['NUL', NUL, NUL_MESSAGE, '9812345671'],
    ['a lone surrogate', LONE, LONE_SURROGATE_MESSAGE, '9812345672'],
  ])('%s in each lead field (create and edit) changes nothing', async (_name, bad, message, mobile) => {
    const token = await server.tokenFor('verification');
    const created = await server.call({
      method: 'POST',
      url: '/api/leads',
      token,
      payload: { ...lead, mobile, email: `m${mobile}@example.in` },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json().success as { id: number; version: number };
    const before = await leadCount();
    for (const field of textFields) {
      const value = withText(field, bad);
      const create = await server.call({
        method: 'POST',
        url: '/api/leads',
        token,
        payload: { ...lead, [field]: value },
      });
      expect(expectValidationError(create, fieldPath(field)).fields[fieldPath(field)]).toBe(message);
      const edit = await server.call({
        method: 'PATCH',
        url: `/api/leads/${id}`,
        token,
        payload: { ...lead, [field]: value, version },
      });
      expect(expectValidationError(edit, fieldPath(field)).fields[fieldPath(field)]).toBe(message);
    }
    expect(await leadCount()).toBe(before);
  });

  it.each([
    ['POST', '/api/login', { username: NUL, password: 'x' }, 'username'],
    ['POST', '/api/login', { username: LONE, password: 'x' }, 'username'],
    ['POST', '/api/access-requests', { fullName: NUL, email: 'a@example.in', team: 'sales' }, 'fullName'],
    ['POST', '/api/password-reset-requests', { username: NUL }, 'username'],
    ['POST', '/api/password-reset-requests', { username: LONE }, 'username'],
    [
      'POST',
      '/api/website-frontend/vitals',
      { name: 'LCP', value: 1, rating: 'good', id: NUL, path: '/' },
      'id',
    ],
    [
      'POST',
      '/api/website-frontend/vitals',
      { name: 'LCP', value: 1, rating: 'good', id: 'v5', path: `/${LONE}` },
      'path',
    ],
    ['POST', '/api/website-frontend/enquiry', { name: NUL }, 'name'],
    ['POST', '/api/website-frontend/contact', { name: 'Meera', subject: NUL }, 'subject'],
    ['POST', '/api/leads', { nested: { [`k${NUL}`]: 1 } }, 'nested'],
  ] as const)('%s %s with %j', async (method, url, payload, field) => {
    const token = await server.tokenFor('verification');
    const response = await server.call({ method, url, token, payload, remoteAddress: nextAddress() });
    expectValidationError(response, field);
  });

  it.each([
    ['POST', '/api/sales/leads/1/stage', { to: 'interested', note: NUL, version: 1 }, 'note', 'sales'],
    ['PATCH', '/api/quotations/terms-templates/1', { name: LONE }, 'name', 'sales'],
    ['POST', `/quotation/${'A'.repeat(32)}/changes`, { message: NUL }, 'message', null],
  ] as const)('%s %s (pipeline)', async (method, url, payload, field, role) => {
    const token = role ? await server.tokenFor(role) : undefined;
    const response = await server.call({ method, url, token, payload, remoteAddress: nextAddress() });
    expectValidationError(response, field);
  });

  it('in PATCH /api/me', async () => {
    const token = await server.tokenFor('sales');
    for (const fullName of [NUL, LONE]) {
      const response = await server.call({
        method: 'PATCH',
        url: '/api/me',
        token,
        payload: { fullName, email: null },
      });
      expectValidationError(response, 'fullName');
    }
  });

  it('in a query string and a path parameter', async () => {
    const token = await server.tokenFor('verification');
    expectValidationError(await server.call({ method: 'GET', url: '/api/leads?q=%00', token }), 'q');
    expectValidationError(await server.call({ method: 'GET', url: '/api/leads?q=a%00b&page=1', token }), 'q');
    expectValidationError(await server.call({ method: 'GET', url: '/api/leads/1%00', token }), 'id');
    expectValidationError(
      await server.call({ method: 'GET', url: '/api/website-frontend/search?q=%00' }),
      'q',
    );
    expectValidationError(
      await server.call({ method: 'GET', url: '/api/website-frontend/page?path=/a%00b' }),
      'path',
    );
    expectValidationError(await server.call({ method: 'GET', url: '/media/a%00b/original.jpg' }), 'id');
    expectValidationError(
      await server.call({ method: 'GET', url: '/api/live?since=%00', token: await server.tokenFor('sales') }),
      'since',
    );
  });

  it('in a career application text field (multipart)', async () => {
    const boundary = 'mwtestboundary';
    const payload = Buffer.from(
      [
        `--${boundary}`,
        'Content-Disposition: form-data; name="name"',
        '',
        'Anil\u0000Kumar',
        `--${boundary}--`,
        '',
      ].join('\r\n'),
    );
    const response = await server.call({
      method: 'POST',
      url: '/api/website-frontend/career-application',
      remoteAddress: nextAddress(),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expectValidationError(response, 'name');
  });
});

describe('malformed multipart on the career form answers 400 with the JSON error shape', () => {
  const url = '/api/website-frontend/career-application';
  const part = (boundary: string, eol = '\r\n') =>
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Anil Kumar',
      `--${boundary}--`,
      '',
    ].join(eol);
  const long = 'b'.repeat(500);

  it.each([
    ['no boundary', 'multipart/form-data', part('abc')],
    ['an empty boundary', 'multipart/form-data; boundary=', part('abc')],
    ['a wrong boundary', 'multipart/form-data; boundary=other', part('abc')],
    ['a truncated body', 'multipart/form-data; boundary=abc', part('abc').slice(0, 60)],
    [
      'a truncated file',
      'multipart/form-data; boundary=abc',
      `--abc\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4`,
    ],
    ['a 500-character boundary', `multipart/form-data; boundary=${long}`, part(long)],
    ['LF-only line breaks', 'multipart/form-data; boundary=abc', part('abc', '\n')],
    ['an empty body', 'multipart/form-data; boundary=abc', ''],
    ['garbage', 'multipart/form-data; boundary=abc', '\u0000\u0001garbage--abc'],
    ['headers only', 'multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data'],
  ])('%s', async (_name, contentType, payload) => {
    const before = await leadCount();
    const response = await server.call({
      method: 'POST',
      url,
      remoteAddress: nextAddress(),
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(isApiErrorBody(response.json())).toBe(true);
    expect(await leadCount()).toBe(before);
  });
});

describe('public URLs with non-Latin capitals redirect to a percent-encoded Location', () => {
  it.each([
    ['/%D0%90', '/%D0%B0'],
    ['/%E2%85%AB', '/%E2%85%BB'],
    ['/%C4%B0', `/${encodeURIComponent('\u0130'.toLowerCase())}`],
    ['/%CE%A3', '/%CF%83'],
    ['/%C3%89', '/%C3%A9'],
    ['/%C3%89/Caf%C3%A9%20Noir%2541', '/%C3%A9/caf%C3%A9%20noir%2541'],
    ['/Services/', '/services'],
  ])('%s → %s', async (url, location) => {
    const response = await server.call({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers.location).toMatch(/^[\x21-\x7e]+$/);
  });
});

describe('a body with very many unknown keys gets a short answer', () => {
  it(`lists the first ${MAX_FIELD_MESSAGES} fields and counts the rest`, async () => {
    const token = await server.tokenFor('verification');
    const payload: Record<string, string> = {};
    for (let i = 0; i < 50_000; i++) payload[`k${i}`] = 'x';
    const response = await server.call({ method: 'POST', url: '/api/leads', token, payload });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(5_000);
    const body = response.json() as { fields: Record<string, string>; message: string };
    expect(Object.keys(body.fields)).toHaveLength(MAX_FIELD_MESSAGES + 1);
    expect(body.fields._more).toMatch(/^\d+ more fields not listed\.$/);
    expect(body.message).toContain('more fields not listed.');
  });

  it('caps NUL reports the same way', async () => {
    const token = await server.tokenFor('verification');
    const payload: Record<string, string> = {};
    for (let i = 0; i < 1000; i++) payload[`k${i}`] = NUL;
    const response = await server.call({ method: 'POST', url: '/api/leads', token, payload });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toHaveLength(MAX_FIELD_MESSAGES + 1);
    expect(body.fields._more).toBe('980 more fields not listed.');
  });
});

describe('numbers outside PostgreSQL integer range answer 400 with the field, never 500', () => {
  it.each([
    [
      'PATCH',
      '/api/employee/profile/contact',
      { phone: '+91 98200 12345', emergencyContact: null, version: 2_147_483_648 },
      'version',
      'employee',
    ],
    [
      'POST',
      '/api/hr/joining-kit/documents/1/review',
      { decision: 'verified', version: 2_147_483_648 },
      'version',
      'hr',
    ],
    [
      'POST',
      '/api/resignations/1/decision',
      { decision: 'discuss', note: 'Talk', version: 2_147_483_648 },
      'version',
      'hr',
    ],
    [
      'POST',
      '/api/suggestions/1/answer',
      { status: 'accepted', answer: 'Thanks', version: 2_147_483_648 },
      'version',
      'hr',
    ],
    [
      'PUT',
      '/api/offers/template',
      { body: 'Dear candidate, welcome aboard our pool team.', version: 2_147_483_648 },
      'version',
      'hr',
    ],
    [
      'PUT',
      '/api/payroll/structures/1',
      {
        basic: 3_000_000,
        hra: 0,
        special: 0,
        other: 0,
        effectiveFrom: '2026-04-01',
        version: -2_147_483_649,
      },
      'version',
      'hr',
    ],
    ['POST', '/api/me/resignation/withdraw', { version: 2_147_483_648 }, 'version', 'employee'],
    ['POST', '/api/offers/1/withdraw', { version: 2_147_483_648 }, 'version', 'hr'],
    ['POST', '/api/appraisal-cycles/1/status', { status: 'open', version: 2_147_483_648 }, 'version', 'hr'],
    [
      'PUT',
      '/api/website-admin/content/faq/1',
      { title: 'Pool care', data: {}, version: 2_147_483_648 },
      'version',
      'website-admin',
    ],
    [
      'POST',
      '/api/website-admin/content/faq/1/versions/1/restore',
      { version: 2_147_483_648 },
      'version',
      'website-admin',
    ],
    [
      'PUT',
      '/api/website-admin/settings',
      { version: 2_147_483_648, settings: {} },
      'version',
      'website-admin',
    ],
    [
      'POST',
      '/api/sales/leads/1/calls',
      { outcome: 'interested', version: 2_147_483_648 },
      'version',
      'sales',
    ],
    ['POST', '/api/quotations/lead/1/costed', { version: 2_147_483_648 }, 'version', 'quotation'],
  ] as const)('%s %s', async (method, url, payload, field, role) => {
    const response = await server.call({ method, url, token: await server.tokenFor(role), payload });
    expectValidationError(response, field);
  });

  it.each([
    ['GET', '/api/website-admin/content/faq/2147483648', undefined, 'id'],
    ['PUT', '/api/website-admin/content/faq/2147483648', { title: 'Pool care', data: {}, version: 1 }, 'id'],
    ['POST', '/api/website-admin/content/faq/1/versions/2147483648/restore', { version: 1 }, 'version'],
    ['DELETE', '/api/website-admin/content/faq/1/schedules/2147483648', undefined, 'scheduleId'],
    ['GET', '/api/website-admin/leads/2147483648/resume', undefined, 'id'],
    ['PATCH', '/api/website-admin/careers/2147483648', { closed: true }, 'id'],
  ] as const)('%s %s (a path id past int4)', async (method, url, payload, field) => {
    const token = await server.tokenFor('website-admin');
    expectValidationError(await server.call({ method, url, token, payload }), field);
  });

  it.each([
    ['/api/hr/leave-requests?leaveTypeId=2147483648', 'leaveTypeId', 'hr'],
    ['/api/hr/leave-requests/export?leaveTypeId=2147483648', 'leaveTypeId', 'hr'],
    ['/api/hr/employees/2147483648', 'id', 'hr'],
    ['/api/website-admin/content/faq/1/compare?a=2147483648&b=1', 'a', 'website-admin'],
    ['/api/website-admin/content/faq/1/compare?a=0&b=2147483648', 'b', 'website-admin'],
    ['/api/chat/friends/1/messages?before=2147483648', 'before', 'sales'],
    ['/api/hr/joining-kit?employeeId=2147483648', 'employeeId', 'hr'],
    ['/api/goal-sheets?cycleId=2147483648', 'cycleId', 'hr'],
    ['/api/me/goals?cycleId=2147483648', 'cycleId', 'employee'],
    ['/api/resignations/2147483648', 'id', 'hr'],
    ['/api/payroll/structures/2147483648', 'employeeId', 'hr'],
    ['/api/sales/leads/2147483648', 'id', 'sales'],
    ['/api/quotations/lead/2147483648/versions/1', 'leadId', 'quotation'],
    ['/api/website-frontend/vitals/summary?days=2147483648', 'days', 'website-admin'],
  ] as const)('GET %s', async (url, field, role) => {
    expectValidationError(
      await server.call({ method: 'GET', url, token: await server.tokenFor(role) }),
      field,
    );
  });
});

it('a goal deleted with a version out of range answers 400 with the field', async () => {
  const response = await server.call({
    method: 'DELETE',
    url: '/api/me/goals/1?version=2147483648',
    token: await server.tokenFor('employee'),
  });
  expectValidationError(response, 'version');
});

describe('impossible calendar dates answer 400 with the field', () => {
  it('in a resignation', async () => {
    const response = await server.call({
      method: 'POST',
      url: '/api/me/resignation',
      token: await server.tokenFor('employee'),
      payload: { reason: 'Moving to Pune with my family.', proposedLastDay: '2026-13-45' },
    });
    expect(expectValidationError(response, 'proposedLastDay').fields.proposedLastDay).toBe(
      'This is not a real date.',
    );
  });

  it.each([
    ['/api/leads?from=2026-02-30', 'from', 'verification'],
    // PostgreSQL has no year 0: it refused these with an error (500) before.
    ['/api/leads?from=0000-01-01', 'from', 'verification'],
    ['/api/hr/leave-requests?from=0000-01-01', 'from', 'hr'],
    ['/api/employee/attendance?month=0000-01', 'month', 'employee'],
    ['/api/employee/timesheet/2026-13-45', 'week', 'employee'],
    ['/api/hr/timesheets/export?from=2026-02-30', 'from', 'hr'],
    ['/api/hr/attendance/export?month=0000-01', 'month', 'hr'],
    ['/api/sales/leads?from=2026-02-30', 'from', 'sales'],
    ['/api/sales/leads?to=0000-01-01', 'to', 'sales'],
  ] as const)('in a list filter: %s', async (url, field, role) => {
    const token = await server.tokenFor(role);
    expectValidationError(await server.call({ method: 'GET', url, token }), field);
  });
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe('NUL in a multipart field or file name is refused like in JSON', () => {
  it.each([
    ['a file name', {}, 'sca\u0000n.pdf', 'file'],
    ['a text field', { note: 'a\u0000b' }, 'scan.pdf', 'note'],
  ])('%s of a joining-kit upload', async (_name, fields, fileName, field) => {
    const { payload, headers } = multipartBody(fields, [{ field: 'file', name: fileName, content: PDF }]);
    const response = await server.call({
      method: 'POST',
      url: '/api/me/joining-kit/education',
      token: await server.tokenFor('employee'),
      payload,
      headers,
    });
    expect(expectValidationError(response, field).fields[field]).toContain('NUL');
  });

  it('a file name of a media upload', async () => {
    const { payload, headers } = multipartBody({}, [{ field: 'file', name: 'pool\u0000.pdf', content: PDF }]);
    const response = await server.call({
      method: 'POST',
      url: '/api/website-admin/media',
      token: await server.tokenFor('website-admin'),
      payload,
      headers,
    });
    expectValidationError(response, 'file');
  });

  it('the alt text of a media upload', async () => {
    const { payload, headers } = multipartBody({ alt: 'Pool\u0000 at dusk' }, [
      { field: 'file', name: 'pool.pdf', content: PDF },
    ]);
    const response = await server.call({
      method: 'POST',
      url: '/api/website-admin/media',
      token: await server.tokenFor('website-admin'),
      payload,
      headers,
    });
    expect(expectValidationError(response, 'alt').fields.alt).toContain('NUL');
  });

  it('a file name of a media replacement', async () => {
    const token = await server.tokenFor('website-admin');
    const upload = multipartBody({}, [{ field: 'file', name: 'brochure.pdf', content: PDF }]);
    const created = await server.call({
      method: 'POST',
      url: '/api/website-admin/media',
      token,
      payload: upload.payload,
      headers: upload.headers,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().success as { id: string };
    const { payload, headers } = multipartBody({}, [
      { field: 'file', name: 'brochure\u0000.pdf', content: PDF },
    ]);
    const response = await server.call({
      method: 'PUT',
      url: `/api/website-admin/media/${id}/content`,
      token,
      payload,
      headers,
    });
    expect(expectValidationError(response, 'file').fields.file).toContain('NUL');
  });
});

/**
 * Runs `requests` so that all of them pass their checks before any inserts into `table`: an
 * insert trigger waits on an advisory lock the test holds until every request is waiting on it.
 */
async function racingInserts<T>(table: string, requests: (() => Promise<T>)[]): Promise<T[]> {
  const lock = 7_310_022;
  const holder = new pg.Client({ connectionString: server.config.databaseUrl });
  await holder.connect();
  try {
    await holder.query(`create or replace function test_wait_for_race() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${lock}); return new; end $$`);
    await holder.query(`create trigger test_wait_for_race before insert on ${table}
      for each row execute function test_wait_for_race()`);
    await holder.query('select pg_advisory_lock($1)', [lock]);
    let settled = false;
    const answers = Promise.all(requests.map((request) => request())).finally(() => {
      settled = true;
    });
    // Until every request waits in the trigger (or, when one never gets there, all answered).
    while (!settled) {
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and objid = $1`,
        [lock],
      );
      if (rows[0]!.n >= requests.length) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await holder.query('select pg_advisory_unlock($1)', [lock]);
    return await answers;
  } finally {
    await holder.query(`drop trigger if exists test_wait_for_race on ${table}`);
    await holder.end();
  }
}

describe('two requests racing on a unique key: one is stored, the other answers 409 with the field', () => {
  it('two joining-kit uploads of the same kind', async () => {
    const token = await server.tokenFor('employee');
    const kit = (await server.call({ method: 'GET', url: '/api/me/joining-kit', token })).json().success;
    // A kind not uploaded yet (and not a photo, which a PDF is not): both requests insert.
    const kind = kit.items.find(
      (item: { kind: string; document: unknown }) => item.document === null && item.kind !== 'photo',
    ).kind;
    const upload = () => {
      const { payload, headers } = multipartBody({}, [{ field: 'file', name: 'scan.pdf', content: PDF }]);
      return server.call({ method: 'POST', url: `/api/me/joining-kit/${kind}`, token, payload, headers });
    };
    const answers = await racingInserts('joining_documents', [upload, upload]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
      201, 409,
    ]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.code).toBe('CONFLICT');
    expect(Object.keys(refused.fields)).toEqual(['kind']);
  });

  it('two studio creates with the same slug', async () => {
    const token = await server.tokenFor('website-admin');
    const create = () =>
      server.call({
        method: 'POST',
        url: '/api/website-admin/content/award',
        token,
        payload: { title: 'Racing award', slug: 'racing-award', data: { year: 2024, by: 'Jury' } },
      });
    const answers = await racingInserts('content_items', [create, create]);
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([
      201, 409,
    ]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.code).toBe('CONFLICT');
    expect(Object.keys(refused.fields)).toEqual(['slug']);
  });
});

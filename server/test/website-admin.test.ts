/**
 * Website-admin's leads inbox, careers open/closed, settings, media library and dashboard,
 * on real PostgreSQL.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type {
  CareerJob,
  MediaItem,
  MediaPage,
  SettingsDocument,
  WebsiteDashboard,
  WebsiteLeadPage,
} from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadForwarding } from '../src/pipeline/lead-forwarding';
import { media } from '../src/platform/db/schema';
import { contentItems } from '../src/website/site';
import { startTestServer, type TestServer } from './helpers';
import { multipartBody } from './multipart';
import { jobDocument } from './site-fixtures';

let server: TestServer;
let dataDir: string;
let admin: string;
let verification: string;
let address = 0;
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const JOB = 'wa-test-pool-engineer';
let jobId: number;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-wa-'));
  server = await startTestServer({
    dataDir,
    // Configured but unreachable, retried slowly: forwarding stays 'pending' after a failed try.
    helloLeads: {
      baseUrl: 'http://127.0.0.1:9',
      email: 'x@example.com',
      apiKey: 'k',
      listKey: 'l',
      retryLimit: 5,
      retryDelaySeconds: 3600,
      timeoutMs: 500,
    },
  });
  admin = await server.tokenFor('website-admin');
  verification = await server.tokenFor('verification');
  const [row] = await server.database.db
    .insert(contentItems)
    .values({ kind: 'job', slug: JOB, title: 'Pool engineer (test)', published: true, data: jobDocument() })
    .returning({ id: contentItems.id });
  jobId = row!.id;
  await server.events.publish({ type: 'site.changed' });
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, token = admin) => server.call({ method: 'GET', url, token });
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  server.call({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });

const apply = (job: string, name: string) =>
  server.call({
    method: 'POST',
    url: '/api/website-frontend/career-application',
    remoteAddress: nextAddress(),
    ...multipartBody({ name, email: 'asha@example.com', phone: '9820012345', job }, [
      { field: 'resume', name: `${name} résumé.pdf`, content: PDF, type: 'application/pdf' },
    ]),
  });

async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .png()
    .toBuffer();
}

const upload = (file: Buffer, name: string, fields: Record<string, string> = {}, token = admin) =>
  server.call({
    method: 'POST',
    url: '/api/website-admin/media',
    token,
    ...multipartBody(fields, [{ field: 'file', name, content: file }]),
  });

describe('leads inbox', () => {
  let enquiryId: number;
  let jobLeadId: number;
  let generalLeadId: number;

  beforeAll(async () => {
    const enquiry = await server.call({
      method: 'POST',
      url: '/api/website-frontend/enquiry',
      remoteAddress: nextAddress(),
      payload: {
        name: '=HYPERLINK("x") Ravi',
        email: 'ravi@example.com',
        phone: '9876501234',
        service: 'other',
        message: 'A pool for our villa',
      },
    });
    expect(enquiry.statusCode).toBe(201);
    enquiryId = enquiry.json().success.id;
    const forJob = await apply(JOB, 'Asha Rao');
    expect(forJob.statusCode).toBe(201);
    jobLeadId = forJob.json().success.id;
    const general = await apply('general', 'Zoravar Generalist');
    expect(general.statusCode).toBe(201);
    generalLeadId = general.json().success.id;
  });

  it('lists each form on its own, with search and the forwarding state', async () => {
    const enquiries = (await get('/api/website-admin/leads?form=enquiry&q=ravi')).json()
      .success as WebsiteLeadPage;
    expect(enquiries.items.map((l) => l.id)).toContain(enquiryId);
    expect(enquiries.items[0]!.forwarding?.status).toMatch(/pending|failed/);
    const jobs = (await get(`/api/website-admin/leads?form=job-application&job=${JOB}`)).json()
      .success as WebsiteLeadPage;
    expect(jobs.items.map((l) => l.id)).toEqual([jobLeadId]);
    expect(jobs.items[0]).toMatchObject({
      job_title: 'Pool engineer (test)',
      resume: { mime: 'application/pdf' },
    });
    expect(jobs.groups).toContainEqual({
      id: jobId,
      job: JOB,
      title: 'Pool engineer (test)',
      count: 1,
      open: true,
      closed: false,
    });
    const general = (await get('/api/website-admin/leads?form=general-application&q=generalist')).json()
      .success as WebsiteLeadPage;
    expect(general.items.map((l) => l.id)).toEqual([generalLeadId]);
    const contact = (await get('/api/website-admin/leads?form=contact&q=ravi')).json()
      .success as WebsiteLeadPage;
    expect(contact.total).toBe(0);
  });

  it('records the page and item an enquiry came from, and names the service by its title', async () => {
    const sitemap = (await server.call({ method: 'GET', url: '/sitemap.xml' })).body;
    const pageAt = async (path: string) =>
      (await server.call({ method: 'GET', url: `/api/website-frontend/page?path=${path}` })).json().success
        .page as { kind: string; breadcrumbs: { name: string }[] };
    // The deepest product address is a product's page.
    const product = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/products\/[^<]+)<\/loc>/g)]
      .map((m) => m[1]!)
      .sort((a, b) => b.split('/').length - a.split('/').length)[0]!;
    const page = await pageAt(product);
    const settings = (await server.call({ method: 'GET', url: '/api/website-frontend/setting' })).json()
      .success as {
      footer: { enquiry_services: { value: string; label: string }[] };
    };
    const service = settings.footer.enquiry_services[0]!;
    const sent = await server.call({
      method: 'POST',
      url: '/api/website-frontend/enquiry',
      remoteAddress: nextAddress(),
      payload: {
        name: 'Origin Tester',
        email: 'origin@example.com',
        phone: '9876501299',
        service: service.value,
        message: 'About this product',
        page: `${product}/?utm=x`,
      },
    });
    expect(sent.statusCode).toBe(201);
    const [lead] = (
      (await get('/api/website-admin/leads?form=enquiry&q=origin tester')).json().success as WebsiteLeadPage
    ).items;
    expect(page.kind).toBe('product');
    // The website's service is filed under its lead interest and named by it.
    expect(lead).toMatchObject({
      interests: 'residential-pools',
      service_title: 'Residential pools',
      origin: { path: product, kind: 'product', title: page.breadcrumbs.at(-1)!.name },
    });
    // An enquiry from no page (or an address that is not the site's) records none.
    const other = (await get('/api/website-admin/leads?form=enquiry&q=ravi')).json()
      .success as WebsiteLeadPage;
    // 'Other' files the enquiry under no interest, so it names none.
    expect(other.items[0]).toMatchObject({ interests: null, service_title: null, origin: null });
  });

  it('filters by date range (Indian days) and pages on the server', async () => {
    const future = await get('/api/website-admin/leads?form=enquiry&from=2099-01-01');
    expect(future.json().success.total).toBe(0);
    const paged = (await get('/api/website-admin/leads?form=enquiry&pageSize=1&page=1')).json().success;
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(1);
    const bad = await get('/api/website-admin/leads?form=enquiry&from=2026-02-31');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.from).toBeDefined();
    expect((await get('/api/website-admin/leads?form=nope')).statusCode).toBe(400);
  });

  it('exports CSV with formulas defused', async () => {
    const res = await get('/api/website-admin/leads/export?form=enquiry&q=ravi');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="enquiry-leads-/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Id,Received \(IST\),Name/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"") Ravi"`);
  });

  it('retries a failed forwarding once, and only a failed one', async () => {
    await server.database.db
      .update(leadForwarding)
      .set({ status: 'failed', lastError: 'HTTP 500', attempts: 4 })
      .where(eq(leadForwarding.leadId, enquiryId));
    const first = await send('POST', `/api/website-admin/leads/${enquiryId}/forwarding/retry`);
    expect(first.statusCode).toBe(200);
    expect(first.json().success.status).toBe('pending');
    const again = await send('POST', `/api/website-admin/leads/${enquiryId}/forwarding/retry`);
    expect(again.statusCode).toBe(409);
    expect((await send('POST', '/api/website-admin/leads/99999999/forwarding/retry')).statusCode).toBe(404);
  });

  it('streams the resume with its name and type to website-admin only', async () => {
    const res = await get(`/api/website-admin/leads/${jobLeadId}/resume`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Asha Rao r_sum_.pdf"; filename*=UTF-8''Asha%20Rao%20r%C3%A9sum%C3%A9.pdf`,
    );
    expect(res.rawPayload.equals(PDF)).toBe(true);
    expect((await get(`/api/website-admin/leads/${jobLeadId}/resume`, verification)).statusCode).toBe(403);
    expect((await get(`/api/website-admin/leads/${enquiryId}/resume`)).statusCode).toBe(404);
  });
});

describe('careers open/closed', () => {
  it('closes a job: the page says so and the server takes no applications; reopening restores it', async () => {
    const close = await send('PATCH', `/api/website-admin/careers/${jobId}`, { closed: true });
    expect(close.statusCode).toBe(200);
    const jobs = (await get('/api/website-admin/careers')).json().success as CareerJob[];
    expect(jobs.find((j) => j.id === jobId)).toMatchObject({ closed: true, open: false, applications: 1 });
    const page = await server.call({ method: 'GET', url: `/api/website-frontend/page?path=/careers/${JOB}` });
    expect(page.json().success.page).toMatchObject({ kind: 'job', open: false });
    const refused = await apply(JOB, 'Late Applicant');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.job).toBe('This job is no longer open.');

    expect((await send('PATCH', `/api/website-admin/careers/${jobId}`, { closed: false })).statusCode).toBe(
      200,
    );
    const reopened = await server.call({
      method: 'GET',
      url: `/api/website-frontend/page?path=/careers/${JOB}`,
    });
    expect(reopened.json().success.page.open).toBe(true);
    expect((await apply(JOB, 'On Time')).statusCode).toBe(201);
  });

  it('refuses bad input and unknown jobs', async () => {
    expect((await send('PATCH', `/api/website-admin/careers/${jobId}`, { closed: 'yes' })).statusCode).toBe(
      400,
    );
    expect((await send('PATCH', '/api/website-admin/careers/99999999', { closed: true })).statusCode).toBe(
      404,
    );
  });
});

describe('settings', () => {
  it('saves a valid change with its version, shows it on the public site and logs who did it', async () => {
    const doc = (await get('/api/website-admin/settings')).json().success as SettingsDocument;
    expect(doc.footer_choices.service.length).toBeGreaterThan(0);
    expect(doc.footer_choices.service[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      title: expect.any(String),
    });
    const settings = structuredClone(doc.settings);
    settings.header.phone_no = '+91 91234 56789';
    const saved = await send('PUT', '/api/website-admin/settings', { version: doc.version, settings });
    expect(saved.statusCode).toBe(200);
    const after = saved.json().success as SettingsDocument;
    expect(after.version).toBe(doc.version + 1);
    expect(after.settings.header.tel).toBe('tel:+919123456789');
    const pub = await server.call({ method: 'GET', url: '/api/website-frontend/setting' });
    expect(pub.json().success.header.phone_no).toBe('+91 91234 56789');
    const audit = (await get('/api/website-admin/settings/audit')).json().success;
    expect(audit[0].changes['header.phone_no']).toEqual({
      from: doc.settings.header.phone_no,
      to: '+91 91234 56789',
    });
    expect(audit[0].by).toBeTruthy();

    // The old version is stale now: a second editor's save is refused and changes nothing.
    const stale = await send('PUT', '/api/website-admin/settings', {
      version: doc.version,
      settings: doc.settings,
    });
    expect(stale.statusCode).toBe(409);
    expect((await get('/api/website-admin/settings')).json().success.settings.header.phone_no).toBe(
      '+91 91234 56789',
    );
  });

  it('answers field errors for bad phones, e-mails, links and unpublished footer items', async () => {
    const doc = (await get('/api/website-admin/settings')).json().success as SettingsDocument;
    const settings = structuredClone(doc.settings);
    settings.header.phone_no = '12345';
    settings.footer.footerData.email_id_1 = 'not-an-email';
    settings.footer.social.facebook.redirect = 'http://facebook.com/insecure';
    const res = await send('PUT', '/api/website-admin/settings', { version: doc.version, settings });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining([
        'settings.header.phone_no',
        'settings.footer.footerData.email_id_1',
        'settings.footer.social.facebook.redirect',
      ]),
    );
    const links = structuredClone(doc.settings);
    links.footer.footer_links = { service: ['no-such-service'] };
    const bad = await send('PUT', '/api/website-admin/settings', { version: doc.version, settings: links });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['settings.footer.footer_links.service']).toMatch(/no-such-service/);
    expect((await get('/api/website-admin/settings')).json().success.version).toBe(doc.version);
  });

  it('keeps icons the editors leave empty (the site draws its own) and a social icon’s alt text', async () => {
    const doc = (await get('/api/website-admin/settings')).json().success as SettingsDocument;
    const settings = structuredClone(doc.settings);
    settings.header.call_icon = '';
    settings.footer.footerData.whatsapp_icon = '';
    settings.footer.social.youtube = {
      ...settings.footer.social.youtube,
      icon: '/media/icon-youtube/original.svg',
      icon_alt_title: 'Our YouTube channel',
    };
    settings.footer.social.facebook.icon = '';
    const saved = await send('PUT', '/api/website-admin/settings', { version: doc.version, settings });
    expect(saved.statusCode).toBe(200);
    const pub = (await server.call({ method: 'GET', url: '/api/website-frontend/setting' })).json().success;
    expect(pub.header.call_icon).toBe('');
    expect(pub.footer.footerData.whatsapp_icon).toBe('');
    expect(pub.footer.social.youtube).toMatchObject({ icon_alt_title: 'Our YouTube channel' });
    expect(pub.footer.social.facebook.icon).toBe('');

    // An icon is still a path or an http(s) address when set.
    const now = (await get('/api/website-admin/settings')).json().success as SettingsDocument;
    const bad = structuredClone(now.settings);
    bad.footer.footerData.call_icon = 'javascript:alert(1)';
    const refused = await send('PUT', '/api/website-admin/settings', { version: now.version, settings: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty(['settings.footer.footerData.call_icon']);
  });

  it('footer columns list the chosen published items in order', async () => {
    const doc = (await get('/api/website-admin/settings')).json().success as SettingsDocument;
    const [first, second] = doc.footer_choices.service;
    const settings = structuredClone(doc.settings);
    settings.footer.footer_links = { service: [second!.slug, first!.slug] };
    expect(
      (await send('PUT', '/api/website-admin/settings', { version: doc.version, settings })).statusCode,
    ).toBe(200);
    const pub = (await server.call({ method: 'GET', url: '/api/website-frontend/setting' })).json().success;
    expect(pub.footer.service.map((s: { name: string }) => s.name)).toEqual([second!.title, first!.title]);

    // A column emptied in the editor lists every published item again, as the page promises.
    const now = (await get('/api/website-admin/settings')).json().success as SettingsDocument;
    const emptied = structuredClone(now.settings);
    emptied.footer.footer_links = { service: [] };
    expect(
      (await send('PUT', '/api/website-admin/settings', { version: now.version, settings: emptied }))
        .statusCode,
    ).toBe(200);
    const all = (await server.call({ method: 'GET', url: '/api/website-frontend/setting' })).json().success;
    expect(all.footer.service).toHaveLength(now.footer_choices.service.length);
  });
});

describe('media library', () => {
  let uploaded: MediaItem;

  it('uploads a checked image with alt text and lists it for the picker', async () => {
    const res = await upload(await png(1200, 800), 'Pool at dusk.png', { alt: 'A pool at dusk' });
    expect(res.statusCode).toBe(201);
    uploaded = res.json().success;
    expect(uploaded).toMatchObject({ alt: 'A pool at dusk', width: 1200, height: 800, mime: 'image/png' });
    expect(uploaded.id).toMatch(/^pool-at-dusk-[0-9a-f]{6}$/);
    const page = (await get(`/api/website-admin/media?search=${uploaded.id}&page=1`)).json()
      .success as MediaPage;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: uploaded.id,
      url: `/media/${uploaded.id}/original.png`,
      uses: 0,
    });
    const variant = await server.call({ method: 'GET', url: `/media/${uploaded.id}/768.avif` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
  });

  it('refuses disguised, damaged, SVG and oversize files with clear messages', async () => {
    const text = await upload(Buffer.from('hello, not a picture'), 'photo.jpg');
    expect(text.statusCode).toBe(400);
    expect(text.json().fields.file).toMatch(/JPEG, PNG, WebP or AVIF/);
    const good = await png(64, 64);
    const damaged = await upload(Buffer.concat([good.subarray(0, 60), Buffer.alloc(200, 7)]), 'broken.png');
    expect(damaged.statusCode).toBe(400);
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
    );
    expect(svg.statusCode).toBe(400);
    expect(svg.json().fields.file).toMatch(/SVG/);
    const big = await upload(Buffer.concat([good, Buffer.alloc(10 * 1024 * 1024 + 1)]), 'huge.png');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/larger than 10 MB/);
    expect((await upload(good, 'x.png', {}, verification)).statusCode).toBe(403);
  });

  it('edits alt text and focal point; the public image carries the focus', async () => {
    const res = await send('PATCH', `/api/website-admin/media/${uploaded.id}`, {
      alt: 'Dusk',
      focal_x: 0.25,
      focal_y: 0.7,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toMatchObject({ alt: 'Dusk', focal_x: 0.25, focal_y: 0.7 });
    expect((await send('PATCH', `/api/website-admin/media/${uploaded.id}`, { focal_x: 2 })).statusCode).toBe(
      400,
    );
  });

  it('says which images lack alt text (the studio checks before publishing)', async () => {
    const bare = (await upload(await png(300, 200), 'bare.png')).json().success as MediaItem;
    const res = await send('POST', '/api/website-admin/media/missing-alt', {
      ids: [uploaded.id, bare.id, 'nope'],
    });
    expect(res.json().success.missing).toEqual([bare.id, 'nope'].sort());
    const filtered = (await get('/api/website-admin/media?missingAlt=true&pageSize=100')).json()
      .success as MediaPage;
    expect(filtered.items.map((m) => m.id)).toContain(bare.id);
    expect(filtered.items.map((m) => m.id)).not.toContain(uploaded.id);
  });

  it('replaces a file in place (same type only), shows where media is used and deletes only unused', async () => {
    const replaced = await server.call({
      method: 'PUT',
      url: `/api/website-admin/media/${uploaded.id}/content`,
      token: admin,
      ...multipartBody({}, [{ field: 'file', name: 'new.png', content: await png(1000, 500) }]),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().success).toMatchObject({ id: uploaded.id, width: 1000, height: 500 });
    const jpeg = await sharp(await png(100, 100))
      .jpeg()
      .toBuffer();
    const wrongType = await server.call({
      method: 'PUT',
      url: `/api/website-admin/media/${uploaded.id}/content`,
      token: admin,
      ...multipartBody({}, [{ field: 'file', name: 'new.jpg', content: jpeg }]),
    });
    expect(wrongType.statusCode).toBe(400);

    const [used] = await server.database.db
      .select({ data: contentItems.data, id: contentItems.id })
      .from(contentItems)
      .where(eq(contentItems.kind, 'service'))
      .limit(1);
    const usedImage = (used!.data as { image: string }).image;
    const usage = (await get(`/api/website-admin/media/${usedImage}/usage`)).json().success;
    expect(usage).toContainEqual(
      expect.objectContaining({ kind: 'service', id: used!.id, field: expect.stringContaining('image') }),
    );
    const refused = await send('DELETE', `/api/website-admin/media/${usedImage}`);
    expect(refused.statusCode).toBe(409);
    expect(
      await server.database.db.select({ id: media.id }).from(media).where(eq(media.id, usedImage)),
    ).toHaveLength(1);

    expect((await send('DELETE', `/api/website-admin/media/${uploaded.id}`)).statusCode).toBe(204);
    expect((await get(`/media/${uploaded.id}/original.png`)).statusCode).toBe(404);
  });

  it('takes a brochure PDF', async () => {
    const res = await upload(PDF, 'Brochure 2026.pdf', { alt: 'Brochure' });
    expect(res.statusCode).toBe(201);
    expect(res.json().success.url).toMatch(/^\/media\/brochure-2026-[0-9a-f]{6}\/original\.pdf$/);
    const pdfs = (await get('/api/website-admin/media?type=pdf')).json().success as MediaPage;
    expect(pdfs.items.some((m) => m.id === res.json().success.id)).toBe(true);
  });
});

describe('dashboard', () => {
  it('answers everything in one call', async () => {
    await server.call({
      method: 'POST',
      url: '/api/website-frontend/vitals',
      payload: { name: 'LCP', value: 1800, rating: 'good', id: 'v1', path: '/' },
    });
    const res = await get('/api/website-admin/dashboard');
    expect(res.statusCode).toBe(200);
    const dash = res.json().success as WebsiteDashboard;
    // Career leads by the inbox that lists them (a job's, the general one), from the week's Monday (IST).
    const career = (form: string) => dash.leads_this_week.find((l) => l.form === form)?.count ?? 0;
    expect(career('job-application')).toBeGreaterThanOrEqual(1);
    expect(career('general-application')).toBeGreaterThanOrEqual(1);
    expect(dash.leads_this_week.every((l) => l.source === 'career' || l.form !== 'job-application')).toBe(
      true,
    );
    expect(new Date(`${dash.leads_since}T00:00:00Z`).getUTCDay()).toBe(1);
    const fromMonday = (
      await get(`/api/website-admin/leads?form=job-application&from=${dash.leads_since}`)
    ).json().success as WebsiteLeadPage;
    expect(fromMonday.total).toBe(career('job-application'));
    expect(dash.recent.some((r) => r.action === 'settings.update' && r.by)).toBe(true);
    expect(dash.vitals.map((v) => v.name)).toEqual(['LCP', 'INP', 'CLS']);
    expect(dash.vitals[0]!.p75).toBe(1800);
    expect(Array.isArray(dash.broken_links)).toBe(true);
    expect((await get('/api/website-admin/dashboard', verification)).statusCode).toBe(403);
  });

  it('names who changed which item (studio saves and publishes), so each opens its editor', async () => {
    const created = await send('POST', '/api/website-admin/content/faq', {
      title: 'Do you build rooftop pools (dashboard test)?',
      data: { answer: 'Yes, after a structural check.', category: 'Design' },
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json().success as { id: number }).id;
    let dash = (await get('/api/website-admin/dashboard')).json().success as WebsiteDashboard;
    expect(dash.recent.find((r) => r.id === id)).toMatchObject({
      kind: 'faq',
      action: 'draft.update',
      parent_id: null,
      by: expect.any(String),
    });
    expect(dash.drafts.find((d) => d.id === id)).toMatchObject({ kind: 'faq', parent_id: null });
    expect((await send('POST', `/api/website-admin/content/faq/${id}/publish`)).statusCode).toBe(200);
    dash = (await get('/api/website-admin/dashboard')).json().success as WebsiteDashboard;
    // The publish is named once, by the editor, with the item's id (not a second anonymous "updated").
    const mine = dash.recent.filter((r) => r.id === id);
    expect(mine[0]).toMatchObject({ kind: 'faq', action: 'publish', by: expect.any(String) });
    expect(mine.filter((r) => r.action !== 'draft.update' && r.action !== 'publish')).toEqual([]);
    expect(dash.drafts.some((d) => d.id === id)).toBe(false);

    // A published item with saved changes waits too, as "changes not published", under its draft title.
    const url = `/api/website-admin/content/faq/${id}`;
    const current = (await get(url)).json().success as { version: number; slug: string; data: object };
    const saved = await send('PUT', url, {
      title: 'Do you build rooftop pools (edited)?',
      slug: current.slug,
      summary: '',
      parentId: null,
      data: current.data,
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);
    dash = (await get('/api/website-admin/dashboard')).json().success as WebsiteDashboard;
    expect(dash.drafts.find((d) => d.id === id)).toMatchObject({
      kind: 'faq',
      slug: current.slug,
      title: 'Do you build rooftop pools (edited)?',
      changed: true,
    });
    expect(dash.drafts.filter((d) => !d.changed).every((d) => d.id !== id)).toBe(true);
    expect((await send('POST', `${url}/publish`)).statusCode).toBe(200);
    dash = (await get('/api/website-admin/dashboard')).json().success as WebsiteDashboard;
    expect(dash.drafts.some((d) => d.id === id)).toBe(false);
  });

  it('lists the pending scheduled changes, soonest first, with who scheduled them', async () => {
    const url = `/api/website-admin/content/job/${jobId}/schedules`;
    const later = new Date(Date.now() + 7_200_000).toISOString();
    const sooner = new Date(Date.now() + 3_600_000).toISOString();
    expect((await send('POST', url, { action: 'unpublish', at: later })).statusCode).toBe(201);
    const res = await send('POST', url, { action: 'publish', at: sooner });
    expect(res.statusCode).toBe(201);
    const mine = (d: WebsiteDashboard) => d.scheduled.filter((s) => s.id === jobId);
    let dash = (await get('/api/website-admin/dashboard')).json().success as WebsiteDashboard;
    expect(mine(dash)).toMatchObject([
      { kind: 'job', title: 'Pool engineer (test)', action: 'publish', at: sooner, by: expect.any(String) },
      { kind: 'job', action: 'unpublish', at: later },
    ]);
    // A cancelled schedule is no longer listed.
    const cancelled = mine(dash)[0]!.schedule_id;
    expect((await send('DELETE', `${url}/${cancelled}`)).statusCode).toBe(200);
    dash = (await get('/api/website-admin/dashboard')).json().success as WebsiteDashboard;
    expect(mine(dash).map((s) => s.action)).toEqual(['unpublish']);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PROJECT_TYPE_SLUGS,
  type PublicPage,
  type PublicPageResponse,
  type SiteSettings,
} from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveContentItem } from '../src/website/site/repository';
import { startTestServer, type TestServer } from './helpers';
import { type Fixture, writeFixtureSite } from './site-fixtures';

const SITE_URL = 'https://www.aquabuild.in';
let server: TestServer;
let fixture: Fixture;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-site-'));
  server = await startTestServer({ dataDir, siteUrl: SITE_URL });
  fixture = await writeFixtureSite(server.site);
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function page(path: string): Promise<PublicPageResponse> {
  const res = await server.call({
    method: 'GET',
    url: `/api/website-frontend/page?path=${encodeURIComponent(path)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().success;
}
async function found(path: string): Promise<PublicPage> {
  const res = await page(path);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return res.page;
}
async function settings(): Promise<SiteSettings> {
  const res = await server.call({ method: 'GET', url: '/api/website-frontend/setting' });
  expect(res.statusCode).toBe(200);
  return res.json().success;
}

describe('GET /api/website-frontend/setting', () => {
  it('has every SPEC 3 field and the menus derived from published content', async () => {
    const { header, footer } = await settings();
    for (const key of [
      'white_logo',
      'colourful_logo',
      'logo_alt_title',
      'call_icon',
      'call_icon_alt_title',
      'tel',
      'phone_no',
    ]) {
      expect(header).toHaveProperty(key);
    }
    for (const section of [
      'product',
      'service',
      'renolit',
      'project',
      'about',
      'contact',
      'news_and_update',
      'why_us',
    ]) {
      expect(header).toHaveProperty(`${section}_heading`);
      expect(header).toHaveProperty(`${section}_redirect`);
      expect(footer).toHaveProperty(`${section}_redirect`);
    }
    for (const section of ['blog', 'career', 'faq', 'disclaimer', 'privacy_policy', 'terms']) {
      expect(footer).toHaveProperty(`${section}_heading`);
      expect(footer).toHaveProperty(`${section}_redirect`);
    }
    for (const key of [
      'phone_1',
      'phone_2',
      'email_id_1',
      'email_id_2',
      'address',
      'copyright',
      'call_icon',
      'whatsapp_no',
      'whatsapp_text',
      'whatsapp_icon',
    ]) {
      expect(footer.footerData).toHaveProperty(key);
    }
    expect(footer).toMatchObject({ tel: 'tel:', mailto: 'mailto:', plus91: '+91' });
    expect(Object.keys(footer.social).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'pinterest',
      'youtube',
    ]);
    expect(Object.keys(footer.form).sort()).toEqual([
      'email',
      'enquireNow',
      'makeAnEnquiry',
      'message',
      'name',
      'phone_no',
      'select',
      'submit',
    ]);

    expect(header.product).toEqual([
      expect.objectContaining({
        name: 'Filtration',
        path: '/products/filtration',
        children: [{ name: 'Sand Filters', path: '/products/filtration/sand-filters' }],
      }),
    ]);
    expect(header.service.map((s) => [s.listing_name, s.path])).toEqual([
      ['Pool Construction', '/services/pool-construction'],
      ['Pool Maintenance', '/services/pool-maintenance'],
    ]);
    expect(header.renolit).toEqual([{ listing_name: 'Alkorplan Touch', path: '/renolit/alkorplan-touch' }]);
    expect(header.project).toEqual([
      { name: 'Infinity Pools', path: '/swimming-pool-projects/infinity-pools' },
    ]);
    expect(footer.service).toEqual([
      { name: 'Pool Construction', path: '/services/pool-construction' },
      { name: 'Pool Maintenance', path: '/services/pool-maintenance' },
    ]);
    expect(footer.enquiry_services).toEqual([
      { value: 'pool-construction', label: 'Pool Construction' },
      { value: 'pool-maintenance', label: 'Pool Maintenance' },
      { value: 'other', label: 'Other' },
    ]);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await server.call({ method: 'GET', url: '/api/website-frontend/setting' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=86400',
    );
    const again = await server.call({
      method: 'GET',
      url: '/api/website-frontend/setting',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await server.call({
      method: 'GET',
      url: '/api/website-frontend/setting',
      headers: { 'if-none-match': '"stale"' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/website-frontend/page', () => {
  it('resolves every page kind', async () => {
    const kinds: [string, PublicPage['kind']][] = [
      ['/', 'home'],
      ['/careers', 'listing'],
      ['/careers/site-engineer', 'job'],
      ['/faq', 'faq'],
      ['/terms-and-conditions', 'legal'],
      ['/privacy-policy', 'legal'],
      ['/disclaimer', 'legal'],
      ['/renolit', 'listing'],
      ['/renolit/alkorplan-touch', 'renolit-category'],
      ['/renolit/alkorplan-touch/vanity', 'renolit-texture'],
      ['/services', 'listing'],
      ['/services/pool-construction', 'service'],
      ['/swimming-pool-projects', 'listing'],
      ['/swimming-pool-projects/infinity-pools', 'project-type'],
      ['/swimming-pool-projects/villa-lonavala-infinity-pool', 'project'],
      ['/products', 'listing'],
      ['/products/filtration', 'product-category'],
      ['/products/filtration/sand-filters', 'product-sub-category'],
      ['/products/filtration/sand-filters/aquasand-600', 'product'],
      ['/blog', 'listing'],
      ['/blog/choosing-pool-tiles', 'post'],
      ['/news-and-update', 'listing'],
      ['/news-and-update/aquabuild-wins-award', 'post'],
      ['/contact', 'contact'],
      ['/about-us', 'about'],
      ['/why-aquabuild', 'why-us'],
      ['/swimming-pool-project-gallery', 'gallery'],
      ['/thank-you', 'thank-you'],
      ['/aquabuild-home-decor', 'home-decor'],
      ['/aquabuild-home-decor/upvc-windows', 'home-decor'],
      ['/aquabuild-home-decor/upvc-windows/upvc-parallel-windows', 'home-decor'],
    ];
    for (const [path, kind] of kinds) {
      const p = await found(path);
      expect(p.kind, path).toBe(kind);
      expect(p.path, path).toBe(path);
      expect(p.seo.canonical, path).toBe(path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`);
      expect(p.seo.description.length, path).toBeLessThanOrEqual(160);
      expect(p.seo.jsonLd[0], path).toMatchObject({
        '@type': ['Organization', 'LocalBusiness'],
        name: 'AquaBuild Pools',
        telephone: '+91 98200 12345',
      });
      if (path === '/') expect(p.breadcrumbs).toEqual([]);
      else
        expect(
          p.seo.jsonLd.some((j) => j['@type'] === 'BreadcrumbList'),
          path,
        ).toBe(true);
    }
  });

  it('fills the pages from the content', async () => {
    const home = await found('/');
    if (home.kind !== 'home') throw new Error('not home');
    expect(home.services.map((s) => s.path)).toEqual([
      '/services/pool-construction',
      '/services/pool-maintenance',
    ]);
    expect(home.testimonials).toEqual([
      { name: 'Anil Mehta', place: 'Alibaug', quote: 'Superb work.', rating: 5 },
    ]);
    expect(home.seo.image).toBe(`${SITE_URL}/media/pool-wide/1440.jpg`);

    const service = await found('/services/pool-construction');
    if (service.kind !== 'service') throw new Error('not a service');
    expect(service.projects.map((p) => p.title)).toEqual(['Villa Lonavala Infinity Pool']);
    expect(service.related.map((r) => r.title)).toEqual(['Pool Maintenance']);
    expect(service.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'services page', path: '/services' },
      { name: 'Pool Construction', path: '/services/pool-construction' },
    ]);

    const projects = await found('/swimming-pool-projects');
    if (projects.kind !== 'listing') throw new Error('not a listing');
    expect(projects.groups?.map((g) => g.path)).toEqual(['/swimming-pool-projects/infinity-pools']);
  });

  it('adds the JSON-LD of products, posts, jobs and the FAQ page', async () => {
    const product = await found('/products/filtration/sand-filters/aquasand-600');
    expect(product.seo.ogType).toBe('product');
    expect(product.seo.jsonLd.find((j) => j['@type'] === 'Product')).toMatchObject({
      name: 'AquaSand 600',
      sku: 'AS-600',
      brand: { name: 'AquaBuild' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      image: [`${SITE_URL}/media/pool-small/600.jpg`],
    });
    const blog = await found('/blog/choosing-pool-tiles');
    expect(blog.seo.jsonLd.find((j) => j['@type'] === 'BlogPosting')).toMatchObject({
      headline: 'Choosing Pool Tiles',
      author: { name: 'Meera' },
    });
    if (blog.kind !== 'post') throw new Error('not a post');
    expect(blog.body).toBe('<p>Tiles matter.</p>');
    const news = await found('/news-and-update/aquabuild-wins-award');
    expect(news.seo.jsonLd.some((j) => j['@type'] === 'NewsArticle')).toBe(true);
    const job = await found('/careers/site-engineer');
    expect(job.seo.jsonLd.find((j) => j['@type'] === 'JobPosting')).toMatchObject({
      title: 'Site Engineer',
      employmentType: 'FULL_TIME',
      validThrough: '2026-12-31T23:59:59+05:30',
      hiringOrganization: { name: 'AquaBuild Pools' },
      jobLocation: { address: { addressLocality: 'Mumbai', addressCountry: 'IN' } },
    });
    const faq = await found('/faq');
    expect(faq.seo.jsonLd.find((j) => j['@type'] === 'FAQPage')).toMatchObject({
      mainEntity: [{ name: 'Do you build indoor pools?', acceptedAnswer: { text: 'Yes, heated ones too.' } }],
    });
  });

  it('answers the fallback page with 404 for unknown paths and slugs', async () => {
    for (const path of [
      '/no-such-page',
      '/services/no-such-service',
      '/products/filtration/nope',
      '/blog/a/b',
      '/why-someoneelse',
    ]) {
      const res = await page(path);
      expect(res.status, path).toBe(404);
      if (res.status === 301) throw new Error('redirect');
      expect(res.page.kind).toBe('not-found');
      expect(res.page.seo.noindex).toBe(true);
      if (res.page.kind === 'not-found') expect(res.page.suggestions.length).toBeGreaterThan(0);
    }
  });

  it('treats every one of the nineteen project-type slugs as a project type', async () => {
    // Only infinity-pools has content; the others are project-type pages without content (404), never projects.
    expect(PROJECT_TYPE_SLUGS).toHaveLength(19);
    expect((await page('/swimming-pool-projects/lap-pools')).status).toBe(404);
  });

  it('redirects capitals and trailing slashes to the normal path', async () => {
    expect(await page('/Blog/')).toEqual({ status: 301, redirect: '/blog' });
    expect(await page('/services//Pool-Construction')).toEqual({
      status: 301,
      redirect: '/services/pool-construction',
    });
  });

  it('answers 400 for a missing or over-long path', async () => {
    const missing = await server.call({ method: 'GET', url: '/api/website-frontend/page' });
    expect(missing.statusCode).toBe(400);
    const long = await server.call({
      method: 'GET',
      url: `/api/website-frontend/page?path=/${'a'.repeat(400)}`,
    });
    expect(long.statusCode).toBe(400);
    const relative = await server.call({ method: 'GET', url: '/api/website-frontend/page?path=services' });
    expect(relative.statusCode).toBe(400);
  });

  it('sends an ETag and answers 304 when it matches', async () => {
    const url = '/api/website-frontend/page?path=/services';
    const first = await server.call({ method: 'GET', url });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=86400',
    );
    const again = await server.call({
      method: 'GET',
      url,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('search, sitemap and robots', () => {
  it('searches published services, products, projects and posts, title matches first', async () => {
    const res = await server.call({ method: 'GET', url: '/api/website-frontend/search?q=POOL' });
    expect(res.statusCode).toBe(200);
    const { query, results } = res.json().success;
    expect(query).toBe('POOL');
    const titles = results.map((r: { title: string }) => r.title);
    // Title matches rank first; the summary and body matches follow.
    expect(titles.slice(0, 4).sort()).toEqual([
      'Choosing Pool Tiles',
      'Pool Construction',
      'Pool Maintenance',
      'Villa Lonavala Infinity Pool',
    ]);
    expect(titles.slice(4)).toEqual(expect.arrayContaining(['AquaBuild Wins Award']));
    expect(results.find((r: { title: string }) => r.title === 'Pool Construction')).toMatchObject({
      path: '/services/pool-construction',
      section: 'Services',
    });
    const bySummary = (
      await server.call({ method: 'GET', url: '/api/website-frontend/search?q=600%20mm' })
    ).json().success.results;
    expect(bySummary).toEqual([
      expect.objectContaining({
        title: 'AquaSand 600',
        section: 'Products',
        path: '/products/filtration/sand-filters/aquasand-600',
      }),
    ]);
  });

  it('answers 400 for a query shorter than 2 characters', async () => {
    for (const url of [
      '/api/website-frontend/search?q=a',
      '/api/website-frontend/search',
      '/api/website-frontend/search?q=%20%20',
    ]) {
      const res = await server.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().fields.q).toBe('Type at least 2 characters to search (at most 80).');
    }
  });

  it('lists every public URL in sitemap.xml', async () => {
    const res = await server.call({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    for (const path of [
      '/',
      '/services',
      '/why-aquabuild',
      '/aquabuild-home-decor/upvc-windows/upvc-parallel-windows',
      '/services/pool-construction',
      '/products/filtration/sand-filters/aquasand-600',
      '/renolit/alkorplan-touch/vanity',
      '/swimming-pool-projects/villa-lonavala-infinity-pool',
      '/careers/site-engineer',
    ]) {
      expect(res.body).toContain(`<loc>${path === '/' ? `${SITE_URL}/` : SITE_URL + path}</loc>`);
    }
    expect(res.body).not.toContain('/thank-you');
    expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('serves robots.txt', async () => {
    const res = await server.call({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /app');
    expect(res.body).toContain('Disallow: /api');
    expect(res.body).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});

describe('content changes', () => {
  it('hides unpublished content everywhere', async () => {
    expect((await page('/services/secret-spa-service')).status).toBe(404);
    expect((await settings()).header.service.map((s) => s.listing_name)).not.toContain('Secret Spa Service');
    const search = await server.call({ method: 'GET', url: '/api/website-frontend/search?q=secret' });
    expect(search.json().success.results).toEqual([]);
    expect((await server.call({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain(
      'secret-spa-service',
    );
  });

  it('hides an item whose parent is unpublished, and shows it again when republished', async () => {
    const path = '/products/filtration/sand-filters/aquasand-600';
    const subData = {
      image: 'pool-small',
      banner: { heading: 'Sand filters', text: 'x', image: 'pool-wide' },
      about: '<p>x</p>',
    };
    await saveContentItem(server.site, {
      id: fixture.ids.sub!,
      kind: 'product-sub-category',
      parentId: fixture.ids.category!,
      title: 'Sand Filters',
      published: false,
      data: subData,
    });
    expect((await page(path)).status).toBe(404);
    expect((await settings()).header.product[0]!.children).toEqual([]);
    expect((await server.call({ method: 'GET', url: '/sitemap.xml' })).body).not.toContain('aquasand-600');
    await saveContentItem(server.site, {
      id: fixture.ids.sub!,
      kind: 'product-sub-category',
      parentId: fixture.ids.category!,
      title: 'Sand Filters',
      published: true,
      data: subData,
    });
    expect((await page(path)).status).toBe(200);
  });

  it('invalidates the cache after a save (new ETag, new content)', async () => {
    const url = '/api/website-frontend/page?path=/services/pool-maintenance';
    const before = await server.call({ method: 'GET', url });
    await saveContentItem(server.site, {
      id: fixture.ids.service2!,
      kind: 'service',
      title: 'Pool Maintenance',
      summary: 'Weekly cleaning and water care.',
      data: {
        image: 'pool-small',
        banner: { heading: 'Maintenance', text: 'x', image: 'pool-wide' },
        about: '<p>x</p>',
        advantages: [],
        gallery: [],
        projectTypes: [],
        faqs: [],
      },
    });
    const after = await server.call({
      method: 'GET',
      url,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().success.page.seo.description).toBe('Weekly cleaning and water care.');
  });

  it("uses a page's own meta title and social image when set, its title and picture when not", async () => {
    const url = '/services/pool-maintenance';
    const data = {
      image: 'pool-small',
      banner: { heading: 'Maintenance', text: 'x', image: 'pool-wide' },
      about: '<p>x</p>',
      advantages: [],
      gallery: [],
      projectTypes: [],
      faqs: [],
    };
    const save = (extra: object) =>
      saveContentItem(server.site, {
        id: fixture.ids.service2!,
        kind: 'service',
        title: 'Pool Maintenance',
        summary: 'Weekly cleaning and water care.',
        data: { ...data, ...extra },
      });
    const before = await found(url);
    expect(before.seo.title).toBe('Pool Maintenance');
    expect(before.seo.image).toMatch(/\/media\/pool-small\/\d+\.jpg$/);

    await save({ seo: { title: 'Pool cleaning in Mumbai, weekly', image: 'pool-wide' } });
    const own = await found(url);
    expect(own.seo.title).toBe('Pool cleaning in Mumbai, weekly');
    expect(own.seo.image).toBe(`${SITE_URL}/media/pool-wide/1440.jpg`);
    expect(own.seo.description).toBe('Weekly cleaning and water care.');
    if (own.kind !== 'service') throw new Error('not a service');
    expect(own.title).toBe('Pool Maintenance');

    // Empty fields fall back to the title and the item's picture.
    await save({ seo: { title: '' } });
    const empty = await found(url);
    expect(empty.seo.title).toBe('Pool Maintenance');
    expect(empty.seo.image).toBe(before.seo.image);
    await save({});
  });

  it('answers 301 from a renamed slug, also below a renamed parent', async () => {
    const categoryData = {
      image: 'pool-small',
      banner: { heading: 'Filtration', text: 'x', image: 'pool-wide' },
      about: '<p>x</p>',
    };
    await saveContentItem(server.site, {
      id: fixture.ids.category!,
      kind: 'product-category',
      title: 'Pool Filtration',
      data: categoryData,
    });
    expect(await page('/products/filtration')).toEqual({
      status: 301,
      redirect: '/products/pool-filtration',
    });
    expect(await page('/products/filtration/sand-filters/aquasand-600')).toEqual({
      status: 301,
      redirect: '/products/pool-filtration/sand-filters/aquasand-600',
    });
    expect((await page('/products/pool-filtration')).status).toBe(200);
    expect((await settings()).header.product[0]!.path).toBe('/products/pool-filtration');

    const blogData = { image: 'pool-wide', body: '<p>x</p>', author: 'Meera', tags: [] };
    await saveContentItem(server.site, {
      id: fixture.ids.blog!,
      kind: 'blog',
      title: 'Choosing Pool Tiles',
      slug: 'pool-tiles-guide',
      data: blogData,
    });
    expect(await page('/blog/choosing-pool-tiles')).toEqual({
      status: 301,
      redirect: '/blog/pool-tiles-guide',
    });
  });
});

describe('repository validation', () => {
  it('refuses bad data, a wrong parent and a taken slug with clear messages', async () => {
    await expect(
      saveContentItem(server.site, { kind: 'faq', title: 'Q?', data: { answer: 42 } }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      saveContentItem(server.site, {
        kind: 'product',
        parentId: fixture.ids.category!,
        title: 'Pump',
        data: {},
      }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('not valid') });
    await expect(
      saveContentItem(server.site, {
        kind: 'project',
        parentId: fixture.ids.category!,
        title: 'Wrong parent',
        data: {
          image: 'pool-wide',
          location: 'Pune',
          year: 2020,
          size: '10 m',
          facts: [],
          about: '',
          gallery: [],
        },
      }),
    ).rejects.toMatchObject({ status: 400, message: 'The parent of a project must be a project-type.' });
    await expect(
      saveContentItem(server.site, {
        kind: 'faq',
        title: 'Do you build indoor pools?',
        data: { answer: 'Again', category: 'General' },
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});

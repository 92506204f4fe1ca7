/**
 * Curated content on real PostgreSQL: the home's bands, a product's similar and other products
 * and a post's related posts, chosen in the studio (draft → publish) and shown by the public site,
 * with the site's own choice when nothing is chosen.
 */
import type { ContentItemDetail, PublicPage } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveContentItem } from '../src/website/site/repository';
import { startTestServer, type TestServer } from './helpers';
import { type Fixture, writeFixtureSite } from './site-fixtures';

let server: TestServer;
let fixture: Fixture;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  fixture = await writeFixtureSite(server.site);
  admin = await server.tokenFor('website-admin');
});
afterAll(async () => server?.close());

const api = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  server.call({
    method,
    url,
    token: admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function publicPage<K extends PublicPage['kind']>(path: string, kind: K) {
  const res = await server.call({
    method: 'GET',
    url: `/api/website-frontend/page?path=${encodeURIComponent(path)}`,
  });
  const page = (res.json() as { success: { page: PublicPage } }).success.page;
  expect(page.kind).toBe(kind);
  return page as Extract<PublicPage, { kind: K }>;
}

async function item(kind: string, id: number): Promise<ContentItemDetail> {
  return (await api('GET', `/api/website-admin/content/${kind}/${id}`)).json().success;
}

/** Saves `data` changes as the item's draft through the studio; answers the response. */
async function saveData(kind: string, id: number, changes: Record<string, unknown>) {
  const current = await item(kind, id);
  const { title, slug, summary, parentId, data, version } = current;
  return api('PUT', `/api/website-admin/content/${kind}/${id}`, {
    title,
    slug,
    summary,
    parentId,
    version,
    data: { ...data, ...changes },
  });
}

const publish = (kind: string, id: number) => api('POST', `/api/website-admin/content/${kind}/${id}/publish`);
const names = (cards: { name?: string; title?: string }[]) => cards.map((c) => c.name ?? c.title);

describe('the curated home page', () => {
  it('shows the chosen services, product categories, awards, blogs, clients and testimonials in order once published', async () => {
    const home = fixture.ids['page:home']!;
    const before = await publicPage('/', 'home');
    expect(names(before.services)).toEqual(['Pool Construction', 'Pool Maintenance']);
    expect(before.awards).toEqual([]);

    const blog2 = await saveContentItem(server.site, {
      kind: 'blog',
      title: 'Heating Your Pool',
      data: { image: 'pool-wide', body: '<p>Warm.</p>', author: 'Meera', tags: [] },
    });
    const client2 = await saveContentItem(server.site, {
      kind: 'client',
      title: 'Oberoi Resorts',
      data: { logo: 'logo-svg' },
    });
    const saved = await saveData('page', home, {
      homeServices: [fixture.ids.service2, fixture.ids.hiddenService, fixture.ids.service],
      homeProducts: [fixture.ids.category],
      homeAwards: [fixture.ids.award],
      homeBlogs: [fixture.ids.blog],
      homeClients: [client2.id],
      homeTestimonials: [fixture.ids.testimonial],
    });
    expect(saved.statusCode).toBe(200);
    // A draft: the public home is as it was.
    expect(names((await publicPage('/', 'home')).services)).toEqual([
      'Pool Construction',
      'Pool Maintenance',
    ]);

    expect((await publish('page', home)).statusCode).toBe(200);
    const after = await publicPage('/', 'home');
    // The unpublished service is left out; the order is the editor's.
    expect(names(after.services)).toEqual(['Pool Maintenance', 'Pool Construction']);
    expect(names(after.productCategories)).toEqual(['Filtration']);
    expect(after.awards).toEqual([expect.objectContaining({ title: 'Best Builder', year: 2025 })]);
    expect(names(after.posts)).toEqual(['Choosing Pool Tiles']);
    expect(after.clients.map((c) => c.name)).toEqual(['Oberoi Resorts']);
    expect(after.testimonials.map((t) => t.name)).toEqual(['Anil Mehta']);

    // Emptied again: the site's own choice (the newest posts, every client).
    await saveData('page', home, { homeBlogs: [], homeClients: [] });
    await publish('page', home);
    const reset = await publicPage('/', 'home');
    expect(names(reset.posts)[0]).toBe('Heating Your Pool');
    expect(reset.clients.map((c) => c.name)).toEqual(['Taj Hotels', 'Oberoi Resorts']);
    expect(blog2.id).toBeGreaterThan(0);
  });

  it('refuses items of another kind, unknown ids and repeats with a field message', async () => {
    const home = fixture.ids['page:home']!;
    for (const homeServices of [[fixture.ids.blog], [999_999], [fixture.ids.service, fixture.ids.service]]) {
      const res = await saveData('page', home, { homeServices });
      expect(res.statusCode, JSON.stringify(homeServices)).toBe(400);
      expect(res.json().fields).toHaveProperty(['data.homeServices']);
    }
  });
});

describe('the home testimonials band’s background picture', () => {
  it('is the first home banner’s picture until the editors choose one, then the chosen one', async () => {
    const before = await publicPage('/', 'home');
    expect(before.testimonialsImage?.id).toBe('pool-wide');

    const saved = await saveData('page', fixture.ids['page:home']!, { testimonialsImage: 'pool-small' });
    expect(saved.statusCode).toBe(200);
    expect((await publish('page', fixture.ids['page:home']!)).statusCode).toBe(200);
    const after = await publicPage('/', 'home');
    expect(after.testimonialsImage).toMatchObject({ id: 'pool-small' });
    expect(after.testimonialsImage?.width).toBeGreaterThan(0);
  });
});

describe('a product’s similar and other products', () => {
  it('uses the chosen products in order, and the computed lists when none are chosen', async () => {
    const productData = (sku: string) => ({
      images: ['pool-small'],
      about: '<p>About</p>',
      brand: 'AquaBuild',
      sku,
      specifications: [],
      features: [],
      reviews: [],
    });
    const sibling = await saveContentItem(server.site, {
      kind: 'product',
      parentId: fixture.ids.sub!,
      title: 'AquaSand 800',
      data: productData('AS-800'),
    });
    const sub2 = await saveContentItem(server.site, {
      kind: 'product-sub-category',
      parentId: fixture.ids.category!,
      title: 'Cartridge Filters',
      data: {
        image: 'pool-small',
        banner: { heading: 'C', text: 'C', image: 'pool-small' },
        about: '<p>C</p>',
      },
    });
    const cartridge = await saveContentItem(server.site, {
      kind: 'product',
      parentId: sub2.id,
      title: 'AquaCart 50',
      data: productData('AC-50'),
    });
    const path = '/products/filtration/sand-filters/aquasand-600';
    const before = await publicPage(path, 'product');
    expect(names(before.similar)).toEqual(['AquaSand 800']);
    expect(names(before.others)).toEqual(['AquaCart 50']);

    const id = fixture.ids.product!;
    expect(
      (
        await saveData('product', id, {
          similarProducts: [cartridge.id, sibling.id],
          otherProducts: [sibling.id],
        })
      ).statusCode,
    ).toBe(200);
    expect((await publish('product', id)).statusCode).toBe(200);
    const after = await publicPage(path, 'product');
    expect(names(after.similar)).toEqual(['AquaCart 50', 'AquaSand 800']);
    expect(names(after.others)).toEqual(['AquaSand 800']);

    const self = await saveData('product', id, { similarProducts: [id] });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields).toHaveProperty(['data.similarProducts']);
  });
});

describe('related posts', () => {
  it('uses the chosen blogs and news, and the tag ranking when none are chosen', async () => {
    const post = (kind: 'blog' | 'news', title: string, tags: string[]) =>
      saveContentItem(server.site, {
        kind,
        title,
        data: { image: 'pool-wide', body: '<p>Text.</p>', author: 'Meera', tags },
      });
    const tagged = await post('blog', 'Tile Grout Care', ['tiles']);
    const other = await post('blog', 'Pool Lighting Ideas', []);
    const blogPath = '/blog/choosing-pool-tiles';
    expect(names((await publicPage(blogPath, 'post')).related)[0]).toBe('Tile Grout Care');

    const blog = fixture.ids.blog!;
    expect((await saveData('blog', blog, { related: [other.id] })).statusCode).toBe(200);
    await publish('blog', blog);
    expect(names((await publicPage(blogPath, 'post')).related)).toEqual(['Pool Lighting Ideas']);
    expect(tagged.id).toBeGreaterThan(0);

    const news2 = await post('news', 'New Showroom In Pune', []);
    const news = fixture.ids.news!;
    // A blog is not a news item.
    expect((await saveData('news', news, { related: [other.id] })).statusCode).toBe(400);
    expect((await saveData('news', news, { related: [news2.id] })).statusCode).toBe(200);
    await publish('news', news);
    const newsPage = await publicPage('/news-and-update/aquabuild-wins-award', 'post');
    expect(names(newsPage.related)).toEqual(['New Showroom In Pune']);
  });
});

describe('departments', () => {
  it('are a managed list: a job picks one, and publishing a renamed department renames it on its jobs', async () => {
    const created = await api('POST', '/api/website-admin/content/department', {
      title: 'Projects',
      data: {},
    });
    expect(created.statusCode).toBe(201);
    const department = created.json().success as ContentItemDetail;
    expect((await publish('department', department.id)).statusCode).toBe(200);

    const job = fixture.ids.job!;
    // A name no department has is refused; the job's own, kept from before, still saves.
    const unknown = await saveData('job', job, { department: 'Astrology' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty(['data.department']);
    expect((await saveData('job', job, { location: 'Pune' })).statusCode).toBe(200);

    const { title: _t, ...rest } = await item('department', department.id);
    const renamed = await api('PUT', `/api/website-admin/content/department/${department.id}`, {
      title: 'Pool Projects',
      slug: rest.slug,
      summary: rest.summary,
      parentId: null,
      data: {},
      version: rest.version,
    });
    expect(renamed.statusCode).toBe(200);
    // Saved, not published: the jobs keep the old name.
    expect((await item('job', job)).data.department).toBe('Projects');
    expect((await publish('department', department.id)).statusCode).toBe(200);
    // The job's draft and its live page both carry the new name.
    expect((await item('job', job)).data.department).toBe('Pool Projects');
    expect((await publish('job', job)).statusCode).toBe(200);
    const page = await publicPage('/careers/site-engineer', 'job');
    expect(JSON.stringify(page)).toContain('Pool Projects');
  });
});

/**
 * The demo website's content pack (server/content-pack), checked as a whole without a database:
 * every file parses, every item passes its kind's schema and the site's address rules, every
 * picture referred to is in pictures.json and can be drawn. A bad edit fails here with the file.
 */
import { PROJECT_TYPE_SLUGS } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { PAGE_KEYS, PARENT_KIND } from '../../website/site/content-kinds';
import {
  checkContentPack,
  DEMO_PACK_DIR,
  loadContentPack,
  pictureContent,
} from '../../website/site-transfer/pack';

const NOW = Date.UTC(2026, 5, 15);
const DAY = 86_400_000;

describe('the demo content pack', async () => {
  const pack = await loadContentPack(DEMO_PACK_DIR, NOW);
  const of = (kind: string) => pack.items.filter((i) => i.kind === kind);

  it('has no problem: files, schemas, addresses, parents, pictures', async () => {
    expect(await checkContentPack(DEMO_PACK_DIR, NOW)).toEqual([]);
  });

  it('hangs children under the right parent kind', () => {
    for (const item of pack.items) {
      const parentKind = PARENT_KIND[item.kind];
      expect(item.parent === null ? undefined : item.parent.split(':')[0], item.key).toBe(parentKind);
    }
  });

  it('keeps summaries usable as meta descriptions (at most 160 characters)', () => {
    expect(pack.items.filter((i) => i.summary.length > 160).map((i) => `${i.file} (${i.slug})`)).toEqual([]);
  });

  it('has every fixed page and exactly the nineteen project types', () => {
    expect(of('page').map((p) => p.slug)).toEqual([...PAGE_KEYS]);
    expect(
      of('project-type')
        .map((t) => t.slug)
        .sort(),
    ).toEqual([...PROJECT_TYPE_SLUGS].sort());
  });

  it('has the amounts the site is designed around', () => {
    expect(of('service')).toHaveLength(8);
    expect(of('project').length).toBeGreaterThanOrEqual(30);
    expect(of('product-category')).toHaveLength(6);
    expect(of('product').length).toBeGreaterThanOrEqual(30);
    expect(of('renolit-category')).toHaveLength(4);
    expect(of('blog')).toHaveLength(8);
    expect(of('news')).toHaveLength(6);
    expect(of('job')).toHaveLength(5);
    expect(of('faq')).toHaveLength(15);
    expect(of('testimonial')).toHaveLength(8);
    expect(of('client')).toHaveLength(10);
    expect(of('award')).toHaveLength(5);
    expect(of('team-member')).toHaveLength(6);
    expect(of('usp')).toHaveLength(6);
    for (const kind of ['blog', 'news', 'job']) expect(of(kind).filter((i) => !i.published)).toHaveLength(1);
  });

  it('dates posts within the 18 months before the clock and jobs valid for about 60 days', () => {
    for (const post of [...of('blog'), ...of('news')]) {
      const age = NOW - Date.parse(post.publishedAt);
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(548 * DAY);
    }
    for (const job of of('job'))
      expect((job.data as { validThrough: string }).validThrough).toBe('2026-08-14');
    // The same pack a year later is a year later.
    return loadContentPack(DEMO_PACK_DIR, NOW + 365 * DAY).then((later) => {
      const job = later.items.find((i) => i.kind === 'job')!;
      expect((job.data as { validThrough: string }).validThrough).toBe('2027-08-14');
      expect(JSON.stringify(later.settings)).toContain('© 2027 ');
    });
  });

  it('writes Markdown bodies as the HTML the site shows', () => {
    const blog = of('blog')[0]!;
    expect((blog.data as { body: string }).body).toMatch(/^<p>.+<\/p><h2>/);
  });

  it('draws every picture of the pack', async () => {
    const services = of('service').map((s) => s.title);
    for (const picture of pack.pictures) {
      const { content, mime } = await pictureContent(DEMO_PACK_DIR, picture, services);
      if (mime === 'application/pdf') expect(content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      else expect(content.toString('utf8', 0, 200), picture.id).toMatch(/^<svg/);
    }
    expect(pack.pictures.length).toBeGreaterThan(150);
  });
});

import { PROJECT_TYPE_SLUGS, slugify } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_DATA, PAGE_KEYS, PARENT_KIND } from '../../modules/site/content-kinds';
import { siteContent } from './content';
import type { ContentDraft } from './draft';
import { renderSeedImage } from './images';
import { createMediaRegistry, seedFor } from './media-registry';

const NOW = Date.UTC(2026, 5, 15);

function build() {
  const registry = createMediaRegistry();
  const content = siteContent({ img: registry.img, now: NOW });
  const all: { item: ContentDraft; parent?: ContentDraft }[] = [];
  const walk = (items: ContentDraft[], parent?: ContentDraft) => {
    for (const item of items) {
      all.push({ item, ...(parent ? { parent } : {}) });
      walk(item.children ?? [], item);
    }
  };
  walk(content);
  return {
    registry,
    content,
    all,
    of: (kind: string) => all.filter((e) => e.item.kind === kind).map((e) => e.item),
  };
}

describe('the site seed content', () => {
  const { registry, all, of } = build();

  it('matches every kind’s schema and hangs children under the right parent kind', () => {
    for (const { item, parent } of all) {
      const parsed = CONTENT_DATA[item.kind].safeParse(item.data);
      expect(parsed.success, `${item.kind} '${item.title}': ${parsed.error?.message}`).toBe(true);
      expect(parent?.kind).toBe(PARENT_KIND[item.kind]);
    }
  });

  it('keeps summaries usable as meta descriptions (at most 160 characters)', () => {
    const tooLong = all.filter(({ item }) => (item.summary ?? '').length > 160).map(({ item }) => item.title);
    expect(tooLong).toEqual([]);
  });

  it('gives siblings distinct, valid slugs', () => {
    const seen = new Set<string>();
    for (const { item, parent } of all) {
      const slug = item.slug ?? slugify(item.title);
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const key = `${item.kind}/${parent?.title ?? ''}/${slug}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
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
    for (const kind of ['blog', 'news', 'job'])
      expect(of(kind).filter((i) => i.published === false)).toHaveLength(1);
  });

  it('dates posts within the 18 months before the clock and jobs valid for about 60 days', () => {
    for (const post of [...of('blog'), ...of('news')]) {
      const age = NOW - post.publishedAt!.getTime();
      expect(age).toBeGreaterThan(0);
      expect(age).toBeLessThan(548 * 86_400_000);
    }
    for (const job of of('job'))
      expect((job.data as { validThrough: string }).validThrough).toBe('2026-08-14');
  });

  it('refers only to registered pictures', () => {
    const ids = new Set(registry.images().map((i) => i.id));
    const referenced =
      JSON.stringify(all.map((e) => e.item.data)).match(/"(?:image|swatch|photo|logo)":"([^"]+)"/g) ?? [];
    expect(referenced.length).toBeGreaterThan(50);
    for (const ref of referenced) expect(ids.has(ref.split(':')[1]!.replaceAll('"', '')), ref).toBe(true);
  });

  it('draws every registered picture', () => {
    const started = performance.now();
    for (const image of registry.images()) {
      const { svg, width } = renderSeedImage(image.spec, seedFor(image.id));
      expect(svg.startsWith('<svg') || svg.startsWith('<?xml'), image.id).toBe(true);
      expect(width).toBeGreaterThan(0);
    }
    console.info(
      `${registry.images().length} seed pictures drawn in ${Math.round(performance.now() - started)} ms`,
    );
  });
});

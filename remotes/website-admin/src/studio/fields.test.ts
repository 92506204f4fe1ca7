import { CONTENT_DATA, CONTENT_KINDS, PAGE_KEYS } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { shapesFromSchemas } from './fieldSchemas';
import {
  emptyData,
  FIELD_TEXT,
  type FieldDecl,
  isPrimitiveList,
  kindFields,
  PAGE_FIELDS,
  pageFields,
} from './fields';
import { KIND_SHAPES } from './fieldTable';
import { editPath, KIND_TEXT, LIST_PATH, STUDIO_PAGES } from './sections';

const TABLE_HEAD = `/**
 * GENERATED from the content kinds' zod schemas by fields.test.ts (\`UPDATE_FIELD_TABLE=1\`,
 * then \`biome check --write\`): the shape of every kind's form, without zod. Edit the schemas.
 */
import type { ContentKind } from '@managewell/api/contract';
import type { FieldShape } from './fields';

export const KIND_SHAPES: Record<ContentKind, { fields: FieldShape[] }> = `;

declare const process: { env: Record<string, string | undefined> };
declare const __dirname: string;

describe('the field table (fieldTable.ts)', () => {
  it('holds what the schemas say (UPDATE_FIELD_TABLE=1 rewrites it)', async () => {
    const derived = shapesFromSchemas();
    if (process.env.UPDATE_FIELD_TABLE) {
      // Node's own modules, typed here (this package's types are the browser's).
      const fs: { writeFileSync: (file: string, text: string) => void } = await import('node:fs' as string);
      fs.writeFileSync(`${__dirname}/fieldTable.ts`, `${TABLE_HEAD}${JSON.stringify(derived, null, 2)};\n`);
      return;
    }
    expect(KIND_SHAPES).toEqual(derived);
  });
});

/** `seo` is edited in the SEO panel (SeoPanel.test.tsx), not the form. */
const shapeKeys = (kind: (typeof CONTENT_KINDS)[number]) =>
  Object.keys((CONTENT_DATA[kind] as unknown as z.ZodObject).shape).filter((k) => k !== 'seo');

function walk(fields: FieldDecl[], visit: (f: FieldDecl) => void) {
  for (const f of fields) {
    visit(f);
    walk(f.fields ?? [], visit);
  }
}

describe('field declarations derived from the content kinds', () => {
  it('declare every field of every kind, in the schema order', () => {
    for (const kind of CONTENT_KINDS) {
      expect(
        kindFields(kind).map((f) => f.name),
        kind,
      ).toEqual(shapeKeys(kind));
    }
  });

  it('give every field (nested ones too) a written label', () => {
    for (const kind of CONTENT_KINDS) {
      walk(kindFields(kind), (f) => {
        if (f.name !== 'value') expect(FIELD_TEXT[f.name], `${kind}.${f.name}`).toBeDefined();
      });
    }
  });

  it('choose the widget from the schema', () => {
    const service = Object.fromEntries(kindFields('service').map((f) => [f.name, f]));
    expect(service.about?.widget).toBe('richtext');
    expect(service.image?.widget).toBe('media');
    expect(service.gallery).toMatchObject({ widget: 'gallery', maxItems: 30 });
    expect(service.banner?.widget).toBe('group');
    expect(service.banner?.fields?.map((f) => [f.name, f.widget, f.required])).toEqual([
      ['heading', 'text', true],
      ['text', 'textarea', true],
      ['image', 'media', true],
      ['cta', 'group', false],
    ]);
    expect(service.advantages?.widget).toBe('list');
    expect(service.advantages?.fields?.find((f) => f.name === 'icon')?.options).toContain('shield');
    const job = Object.fromEntries(kindFields('job').map((f) => [f.name, f]));
    expect(job.employmentType).toMatchObject({
      widget: 'select',
      options: ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN'],
    });
    expect(job.validThrough?.widget).toBe('date');
    expect(job.salary?.required).toBe(false);
    expect(job.responsibilities).toMatchObject({ widget: 'list', minItems: 1, maxItems: 20 });
    expect(isPrimitiveList(job.responsibilities!)).toBe(true);
    const blog = Object.fromEntries(kindFields('blog').map((f) => [f.name, f]));
    expect(blog.tags?.widget).toBe('tags');
    const review = kindFields('product').find((f) => f.name === 'reviews')!.fields!;
    expect(review.find((f) => f.name === 'rating')).toMatchObject({ widget: 'number', min: 1, max: 5 });
    expect(review.find((f) => f.name === 'date')?.widget).toBe('date');
  });

  it('start a new item with every required field', () => {
    for (const kind of CONTENT_KINDS) {
      const data = emptyData(kind);
      for (const field of kindFields(kind).filter((f) => f.required))
        expect(data, `${kind}.${field.name}`).toHaveProperty(field.name);
    }
    expect(emptyData('job').responsibilities).toEqual([]);
    expect(emptyData('testimonial').rating).toBe(1);
  });
});

describe('studio pages', () => {
  it('name every kind and give each an edit page', () => {
    for (const kind of CONTENT_KINDS) {
      expect(KIND_TEXT[kind].one, kind).toBeTruthy();
      expect(editPath(kind, 7, 3, 'tarang'), kind).toMatch(
        kind === 'page' ? /^homes$/ : /redirectToEdit\/7$/,
      );
    }
    expect(editPath('usp', 7, null, 'tarang')).toBe('why-tarang/usp/redirectToEdit/7');
    // A fixed page opens its own editor (e.g. a scheduled publish of the terms on the dashboard).
    expect(editPath('page', 7, null, 'tarang', 'terms-and-conditions')).toBe('terms');
    expect(editPath('page', 7, null, 'tarang', 'home')).toBe('home/page');
    expect(editPath('page', 7, null, 'tarang', 'why-us')).toBe('why-tarang');
    expect(editPath('page', 7, null, 'tarang', 'thank-you')).toBe('pages/thank-you');
    expect(editPath('renolit-texture', 7, 3, 'tarang')).toBe(
      'renolits/category/3/membraneTexture/redirectToEdit/7',
    );
  });

  it('cover every content route of SPEC 2 once', () => {
    const paths = STUDIO_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      'abouts',
      'contacts',
      'careers',
      'disclaimers',
      'terms',
      'privacy',
      'blogs/add',
      'renolits/category/add',
      'home/banner/redirectToEdit/:id',
      'job-listing/:jobId/required-skill/redirectToEdit/:id',
      'renolits/category/:categoryId/membraneTexture/:textureId/galleryImage/redirectToEdit/:id',
      ':whyProduct/usp/redirectToEdit/:id',
    ]) {
      expect(paths).toContain(path);
    }
    // Every kind with an edit page is reachable from a list (home banners: the home page's).
    expect(STUDIO_PAGES.find((p) => p.path === 'home/page')).toMatchObject({
      type: 'page',
      pageKey: 'home',
      list: 'home-banner',
    });
    for (const kind of CONTENT_KINDS) {
      if (kind === 'page' || kind === 'usp' || kind === 'renolit-texture') continue; // own parents' pages
      expect(LIST_PATH[kind], kind).toBeDefined();
      expect(paths, kind).toContain(LIST_PATH[kind]);
    }
    // The testimonials' background picture is the home page's own field, not a home banner's.
    expect(
      STUDIO_PAGES.find((p) => p.path === 'testimonials/parallelImage/redirectToEdit/:id'),
    ).toMatchObject({
      type: 'edit',
      kind: 'page',
      focus: 'testimonialsImage',
    });
    expect(PAGE_FIELDS.home).toContain('testimonialsImage');
    // Nested pages open at a field the kind has.
    for (const page of STUDIO_PAGES) {
      if (page.type === 'edit' && page.focus)
        expect(
          kindFields(page.kind).map((f) => f.name),
          page.path,
        ).toContain(page.focus);
    }
  });
});

describe('fixed pages offer the fields their public page shows', () => {
  it('name only fields of the page kind, for every page key', () => {
    const names = kindFields('page').map((f) => f.name);
    for (const key of PAGE_KEYS) {
      expect(PAGE_FIELDS[key].length, key).toBeGreaterThan(0);
      for (const name of PAGE_FIELDS[key]) expect(names, `${key}.${name}`).toContain(name);
    }
  });

  it('give a legal page its text and date, not offices or a gallery', () => {
    expect(pageFields('terms-and-conditions', {}).map((f) => f.name)).toEqual(['body', 'updated']);
    expect(pageFields('contact', {}).map((f) => f.name)).toEqual(['banner', 'text', 'offices', 'image']);
  });

  it('still show a field that holds a value, and every field of an unknown page', () => {
    const shown = pageFields('terms-and-conditions', { gallery: ['pool-1'], offices: [] }).map((f) => f.name);
    expect(shown).toEqual(['body', 'gallery', 'updated']);
    expect(pageFields('no-such-page', {})).toEqual(kindFields('page'));
  });
});

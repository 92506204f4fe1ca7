/** The content pack's reading rules (pack.ts, pack-text.ts): bad edits are named by their file. */

import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContentPack, DEMO_PACK_DIR, loadContentPack, pictureContent, resolveDates } from './pack';
import { writeContentPack } from './pack-export';
import { blocksToHtml, blocksToMarkdown, htmlToBlocks, markdownToBlocks } from './pack-text';
import { sanitiseSvg } from './svg';

describe('pack text', () => {
  it('turns blocks into paragraphs, headings and one list per run of items', () => {
    expect(blocksToHtml(['## Why', 'Intro & more', '- one', '- **two**', 'After'])).toBe(
      '<h2>Why</h2><p>Intro &amp; more</p><ul><li>one</li><li><strong>two</strong></li></ul><p>After</p>',
    );
  });
  it('escapes markup in the text and keeps raw HTML blocks', () => {
    expect(blocksToHtml(['a <b> c'])).toBe('<p>a &lt;b&gt; c</p>');
    expect(blocksToHtml(['<p><a href="/x">x</a></p>'])).toBe('<p><a href="/x">x</a></p>');
  });
  it('reads Markdown: blank lines part blocks, wrapped lines join, list items stand alone', () => {
    expect(markdownToBlocks('One\nline.\n\n## Head\n- a\n- b\n\nEnd.\n')).toEqual([
      'One line.',
      '## Head',
      '- a',
      '- b',
      'End.',
    ]);
  });
  it('writes back what it reads, and gives up (null) on HTML it cannot say', () => {
    const html = '<p>A &amp; B</p><h3>C</h3><ul><li><strong>d</strong></li></ul>';
    const blocks = htmlToBlocks(html)!;
    expect(blocksToHtml(markdownToBlocks(blocksToMarkdown(blocks)))).toBe(html);
    expect(htmlToBlocks('<p><a href="/x">x</a></p>')).toBeNull();
    expect(htmlToBlocks('<ul><li>a</li></ul><ul><li>b</li></ul>')).toBeNull();
  });
});

describe('resolveDates', () => {
  it('puts the day N days before the clock and the year in any text', () => {
    const now = Date.UTC(2026, 0, 10);
    expect(resolveDates({ a: ['{{daysAgo 9}}', '{{daysAgo -1}}'], b: '© {{year}}' }, now, 'f')).toEqual({
      a: ['2026-01-01', '2026-01-11'],
      b: '© 2026',
    });
    expect(() => resolveDates('{{tomorrow}}', now, 'content/x.json')).toThrow(/^content\/x\.json: unknown/);
  });
});

describe('checkContentPack', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  /** A copy of the demo pack with one file changed. */
  const edited = (file: string, edit: (text: string) => string) => {
    const dir = mkdtempSync(join(tmpdir(), 'mw-pack-'));
    dirs.push(dir);
    cpSync(DEMO_PACK_DIR, dir, { recursive: true });
    writeFileSync(join(dir, file), edit(readFileSync(join(dir, file), 'utf8')));
    return dir;
  };

  it('names the file and item of a field that fails its kind’s schema', async () => {
    const dir = edited('content/faq.json', (t) => t.replace('"answer": "', '"answer": 42, "x": "'));
    const problems = await checkContentPack(dir);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems[0]).toMatch(/^content\/faq\.json \(/);
  });

  it('names a picture referred to but missing from pictures.json', async () => {
    const dir = edited('content/client.json', (t) =>
      t.replace(/"logo": "[a-z0-9-]+"/, '"logo": "no-such-picture"'),
    );
    expect(await checkContentPack(dir)).toEqual([
      expect.stringMatching(
        /^content\/client\.json \(.+\): picture 'no-such-picture' is not in pictures\.json\.$/,
      ),
    ]);
  });

  it('names a Markdown file whose front matter is broken', async () => {
    const dir = edited('content/blog/pool-safety-for-families-with-young-children.md', (t) =>
      t.replace('title:', 'title: [unclosed'),
    );
    expect(await checkContentPack(dir)).toEqual([
      expect.stringMatching(/^content\/blog\/pool-safety-for-families-with-young-children\.md: /),
    ]);
  });

  it('names a JSON file that does not parse, and an unknown kind', async () => {
    expect(await checkContentPack(edited('content/usp.json', (t) => `${t},`))).toEqual([
      expect.stringMatching(/^content\/usp\.json: not valid JSON/),
    ]);
    const dir = edited('content/usp.json', (t) => t);
    writeFileSync(join(dir, 'content', 'usps.json'), '[]');
    expect(await checkContentPack(dir)).toEqual([
      expect.stringMatching(/^content\/usps\.json: not a content kind/),
    ]);
  });

  it('loads items in file order as positions, parents as keys', async () => {
    const pack = await loadContentPack(DEMO_PACK_DIR, Date.UTC(2026, 5, 15));
    const products = pack.items.filter((i) => i.kind === 'product');
    expect(products[0]!.parent).toMatch(/^product-sub-category:[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(products[0]!.position).toBe(0);
  });
});

describe('writeContentPack (content-pack:export)', () => {
  it('writes a site archive as a pack that loads back to the same site', async () => {
    const now = Date.UTC(2026, 5, 15, 9, 30);
    const demo = await loadContentPack(DEMO_PACK_DIR, now);
    const dir = mkdtempSync(join(tmpdir(), 'mw-pack-out-'));
    try {
      cpSync(DEMO_PACK_DIR, dir, { recursive: true });
      const services = demo.items.filter((i) => i.kind === 'service').map((i) => i.title);
      // Two pictures as the site stores them (drawn, sanitised), one replaced by an upload.
      const media = await Promise.all(
        demo.pictures.slice(0, 3).map(async (p, i) => {
          const drawn = await pictureContent(DEMO_PACK_DIR, p, services);
          const content =
            i === 2
              ? Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2" height="2"/>')
              : Buffer.from(sanitiseSvg(drawn.content.toString('utf8')));
          const sha256 = createHash('sha256').update(content).digest('hex');
          return {
            meta: {
              id: p.id,
              mime: drawn.mime,
              alt: p.alt,
              focalX: 0.5,
              focalY: i === 1 ? 0.2 : 0.5,
              file: `media/${p.id}.svg`,
              sha256,
            },
            content,
          };
        }),
      );
      const items = demo.items.map(({ file: _file, ...item }) => item);
      await writeContentPack(dir, { exportedAt: new Date(now), settings: demo.settings, items, media });
      const back = await loadContentPack(dir, now);
      const comparable = (list: typeof demo.items) =>
        list
          .map(({ file: _file, position: _position, ...item }) => item)
          .sort((a, b) => (a.key < b.key ? -1 : 1));
      expect(comparable(back.items)).toEqual(comparable(demo.items));
      expect(back.settings).toEqual(demo.settings);
      expect(back.pictures.map(({ source: _s, ...p }) => p)).toEqual([
        { id: demo.pictures[0]!.id, alt: demo.pictures[0]!.alt, draw: demo.pictures[0]!.draw },
        { id: demo.pictures[1]!.id, alt: demo.pictures[1]!.alt, focalY: 0.2, draw: demo.pictures[1]!.draw },
        { id: demo.pictures[2]!.id, alt: demo.pictures[2]!.alt, file: `media/${demo.pictures[2]!.id}.svg` },
      ]);
      // Sibling order survives (positions are renumbered from the order in the files).
      const order = (list: typeof demo.items, kind: string) =>
        list.filter((i) => i.kind === kind).map((i) => i.key);
      expect(order(back.items, 'product')).toEqual(order(demo.items, 'product'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

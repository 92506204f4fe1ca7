/** The content pack's reading rules (pack.ts, pack-text.ts): bad edits are named by their file. */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContentPack, DEMO_PACK_DIR, loadContentPack, resolveDates } from './pack';
import { blocksToHtml, blocksToMarkdown, htmlToBlocks, markdownToBlocks } from './pack-text';

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

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchResult } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveContentItem } from '../src/website/site/repository';
import { startTestServer, type TestServer } from './helpers';
import { writeFixtureSite } from './site-fixtures';

let server: TestServer;
let dataDir: string;

const post = (title: string, summary: string, body: string) =>
  saveContentItem(server.site, {
    kind: 'blog',
    title,
    summary,
    data: { image: 'pool-wide', body, author: 'Meera', tags: [] },
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-search-'));
  server = await startTestServer({ dataDir, siteUrl: 'https://www.aquabuild.in' });
  await writeFixtureSite(server.site);
  await post(
    'Monsoon Care Guide',
    'Looking after a pool in the rains.',
    '<p>After heavy rain, keep the <strong>skimmer</strong> basket clear.</p><p>Use 5 &lt;b&gt;bold&lt;/b&gt; steps &amp; check the chlorine.</p>',
  );
  await post('Skimmer Buying Guide', 'What to look for in a pool skimmer.', '<p>Sizes and prices.</p>');
  await post(
    'Choosing a Heater',
    'Warm water from October to February.',
    '<p>A heat pump heater suits most homes in the north.</p>',
  );
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function search(q: string): Promise<SearchResult[]> {
  const res = await server.call({
    method: 'GET',
    url: `/api/website-frontend/search?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode, q).toBe(200);
  return res.json().success.results;
}

const matched = (result: SearchResult | undefined) =>
  (result?.snippet ?? []).filter((part) => part.match).map((part) => part.text);

describe('GET /api/website-frontend/search (full text)', () => {
  it('finds the English post for a product word typed in Hindi, romanised or in Devanagari', async () => {
    for (const q of ['heetar', 'Heetar pamp', 'हीटर', 'हीटर पंप']) {
      const results = await search(q);
      expect(
        results.map((r) => r.title),
        q,
      ).toContain('Choosing a Heater');
      expect(
        matched(results.find((r) => r.title === 'Choosing a Heater'))
          .join(' ')
          .toLowerCase(),
        q,
      ).toContain('heater');
    }
    // Without the table the transliteration finds nothing.
    expect(await search('heetarr')).toEqual([]);
  });

  it('finds a post by a word only in its body, with the word highlighted in the snippet', async () => {
    const results = await search('chlorine');
    expect(results.map((r) => r.title)).toEqual(['Monsoon Care Guide']);
    expect(results[0]).toMatchObject({ path: '/blog/monsoon-care-guide', section: 'Blog' });
    expect(matched(results[0])).toEqual(['chlorine']);
    const text = results[0]!.snippet!.map((part) => part.text).join('');
    // Tags are stripped and entities read as the characters they stand for, never as markup.
    expect(text).not.toContain('<strong>');
    expect(text).toContain('<b>bold</b> steps & check the chlorine');
  });

  it('matches English word forms and the beginning of the last word', async () => {
    expect((await search('rained')).map((r) => r.title)).toContain('Monsoon Care Guide');
    expect((await search('chlori')).map((r) => r.title)).toEqual(['Monsoon Care Guide']);
  });

  it('ranks a match in the title above a match in the body', async () => {
    const titles = (await search('skimmer')).map((r) => r.title);
    expect(titles).toEqual(['Skimmer Buying Guide', 'Monsoon Care Guide']);
  });

  it('treats markup, script and query syntax in the query as plain words', async () => {
    for (const q of ['<script>alert(1)</script>', '"\'&|!:*() <b>', "'; drop table content_items; --"]) {
      const results = await search(q);
      for (const result of results)
        expect(JSON.stringify(result.snippet ?? [])).not.toMatch(/<script|\uE000|\uE001/);
    }
    const found = await search('chlorine <>"\'&|!:*()');
    expect(found.map((r) => r.title)).toEqual(['Monsoon Care Guide']);
    expect(matched(found[0])).toEqual(['chlorine']);
  });

  it('answers nothing for a query without letters or digits, and for words only in unpublished items', async () => {
    expect(await search('!!')).toEqual([]);
    expect(await search('secret spa')).toEqual([]);
  });
});

/**
 * The public snapshot patched for a few changed content items equals the snapshot read whole:
 * edits, publish/unpublish, a renamed slug (its history), a new item, and a deleted parent
 * (its children go with it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, contentSlugHistory } from '../src/website/site';
import { loadSnapshot, patchSnapshot, type Snapshot } from '../src/website/site/snapshot';
import { startTestServer, type TestServer } from './helpers';
import { type Fixture, writeFixtureSite } from './site-fixtures';

let server: TestServer;
let fixture: Fixture;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'mw-snapshot-'));
  server = await startTestServer({ dataDir });
  fixture = await writeFixtureSite(server.site);
});
afterAll(async () => {
  await server?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const db = () => server.database.db;

/** What a snapshot holds, in a comparable form (history has no order of its own). */
function contents(s: Snapshot) {
  return {
    items: s.items.map((i) => ({ ...i })),
    history: [...s.historyRows].sort((a, b) => a.itemId - b.itemId || a.slug.localeCompare(b.slug)),
    settings: s.settings,
    visible: s
      .allVisible()
      .map((i) => i.id)
      .sort((a, b) => a - b),
  };
}

describe('patchSnapshot', () => {
  it('matches a full read after edits, publish changes, a rename, an insert and a cascading delete', async () => {
    const base = await loadSnapshot(db());
    const { ids } = fixture;
    const service = ids.service!;
    const projectType = ids.type!;
    const children = base.items.filter((i) => i.parentId === projectType).map((i) => i.id);
    expect(children.length).toBeGreaterThan(0);
    const faq = base.items.find((i) => i.kind === 'faq')!;

    await db()
      .update(contentItems)
      .set({ title: 'Renamed pools', position: -5 })
      .where(eq(contentItems.id, service));
    await db().update(contentItems).set({ published: !faq.published }).where(eq(contentItems.id, faq.id));
    const [old] = await db()
      .select({ slug: contentItems.slug, kind: contentItems.kind, parentId: contentItems.parentId })
      .from(contentItems)
      .where(eq(contentItems.id, service));
    await db()
      .insert(contentSlugHistory)
      .values({ itemId: service, kind: old!.kind, parentId: old!.parentId, slug: `${old!.slug}-old` });
    const [added] = await db()
      .insert(contentItems)
      .values({
        kind: 'faq',
        slug: 'a-new-question',
        title: 'A new question?',
        summary: '',
        position: 3,
        published: true,
        data: { answer: 'Yes.', category: 'General' },
      })
      .returning({ id: contentItems.id });
    await db().delete(contentItems).where(eq(contentItems.id, projectType));

    const patched = await patchSnapshot(db(), base, [service, faq.id, added!.id, projectType]);
    const full = await loadSnapshot(db());
    expect(contents(patched)).toEqual(contents(full));
    for (const child of children) expect(patched.get(child)).toBeUndefined();
    expect(patched.find('faq', null, 'a-new-question')?.item.id).toBe(added!.id);
    // The base is left as it was (requests still being answered from it see one version).
    expect(base.get(projectType)).toBeDefined();
    expect(base.get(service)?.title).not.toBe('Renamed pools');
  });

  it('returns the base itself when nothing changed', async () => {
    const base = await loadSnapshot(db());
    expect(await patchSnapshot(db(), base, [])).toBe(base);
  });
});

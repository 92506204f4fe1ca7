/** "Where used" and the unpublish warning know the curated choices that name an item. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.tokenFor('website-admin');
});
afterAll(async () => server?.close());

const firstId = async (kind: string, skip = 0) =>
  (await server.call({ method: 'GET', url: `/api/website-admin/content/${kind}`, token })).json().success
    .items[skip].id as number;

describe('curated choices in where-used', () => {
  it('lists the home page band, similar products and related posts that chose an item; unpublishing warns', async () => {
    const service = await firstId('service');
    const product = await firstId('product');
    const otherProduct = await firstId('product', 1);
    const blog = await firstId('blog');
    const otherBlog = await firstId('blog', 1);
    const db = server.database.db;
    await db.execute(
      sql`update content_items set data = jsonb_set(data, '{homeServices}', ${JSON.stringify([service])}::jsonb) where kind = 'page' and slug = 'home'`,
    );
    await db.execute(
      sql`update content_items set data = jsonb_set(data, '{similarProducts}', ${JSON.stringify([product])}::jsonb) where id = ${otherProduct}`,
    );
    await db.execute(
      sql`update content_items set data = jsonb_set(data, '{related}', ${JSON.stringify([blog])}::jsonb) where id = ${otherBlog}`,
    );
    // A choice made in a draft only counts too.
    await db.execute(
      sql`update content_drafts set data = jsonb_set(data, '{related}', ${JSON.stringify([blog])}::jsonb) where item_id = ${otherBlog}`,
    );

    const usage = async (kind: string, id: number) =>
      (
        await server.call({ method: 'GET', url: `/api/website-admin/content/${kind}/${id}/usage`, token })
      ).json().success.usages as { kind: string; id: number; field: string }[];
    expect(await usage('service', service)).toContainEqual(
      expect.objectContaining({ kind: 'page', field: 'home services' }),
    );
    expect(await usage('product', product)).toContainEqual(
      expect.objectContaining({ kind: 'product', id: otherProduct, field: 'similar products' }),
    );
    const blogUsages = await usage('blog', blog);
    expect(blogUsages.filter((u) => u.id === otherBlog)).toEqual([
      expect.objectContaining({ kind: 'blog', field: 'related posts' }),
    ]);

    const unpublish = await server.call({
      method: 'POST',
      url: `/api/website-admin/content/service/${service}/unpublish`,
      token,
    });
    expect(unpublish.statusCode).toBe(409);
    expect(unpublish.json().message).toContain('home services');
  });
});

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { contentItems } from '../site';

/**
 * True when `slug` is a published job that is still open: not closed by an editor and its
 * validThrough date (in India's time zone) has not passed.
 */
export async function isOpenJob(db: DbOrTx, slug: string): Promise<boolean> {
  const validThrough = sql`${contentItems.data}->>'validThrough'`;
  const [row] = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, 'job'),
        eq(contentItems.slug, slug),
        isNull(contentItems.parentId),
        eq(contentItems.published, true),
        sql`coalesce((${contentItems.data}->>'closed')::boolean, false) = false`,
        sql`(case when ${validThrough} ~ '^\\d{4}-\\d{2}-\\d{2}$'
              then (${validThrough})::date >= (now() at time zone 'Asia/Kolkata')::date
              else true end)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

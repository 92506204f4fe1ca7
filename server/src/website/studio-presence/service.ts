import { STUDIO_PRESENCE, type StudioEditor, type StudioItem } from '@managewell/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Publisher } from '../../platform/db';
import { users } from '../../platform/db';
import { notFound } from '../../platform/http';
import { contentItems } from '../site';
import { currentEditors } from './editors';
import { studioEditors } from './schema';

/** Who may edit studio items, and so who is told who has one open. */
const EDITOR_ROLES = ['website-admin'];

const fresh = sql`now() - make_interval(secs => ${STUDIO_PRESENCE.freshSeconds})`;

function changed(events: Publisher, items: Iterable<string>): Promise<unknown> {
  return Promise.all(
    [...new Set(items)].map((item) => events.publish({ type: 'editors.changed', item, roles: EDITOR_ROLES })),
  );
}

async function checkItem(db: DbOrTx, item: StudioItem): Promise<void> {
  if (item === 'settings') return;
  const id = Number(item.slice('content:'.length));
  const [row] = await db.select({ id: contentItems.id }).from(contentItems).where(eq(contentItems.id, id));
  if (!row) throw notFound('There is no such studio item.');
}

/**
 * Records that the user's tab has the item open (a first word or a heartbeat) and answers who has
 * it open. A new tab, and tabs that stopped answering (swept here, by anyone's heartbeat), are
 * announced so the others' lists follow.
 */
export async function joinItem(
  db: DbOrTx,
  events: Publisher,
  userId: number,
  item: StudioItem,
  tabId: string,
): Promise<StudioEditor[]> {
  await checkItem(db, item);
  // A tab id belongs to whoever used it first: another user's request does not refresh it.
  const joined = await db
    .insert(studioEditors)
    .values({ item, tabId, userId })
    .onConflictDoUpdate({
      target: [studioEditors.item, studioEditors.tabId],
      set: { seenAt: sql`now()` },
      setWhere: eq(studioEditors.userId, userId),
    })
    .returning({ inserted: sql<boolean>`xmax = 0` });
  const gone = await db
    .delete(studioEditors)
    .where(sql`${studioEditors.seenAt} <= ${fresh}`)
    .returning({ item: studioEditors.item });
  const announce = gone.map((row) => row.item);
  if (joined[0]?.inserted) announce.push(item);
  await changed(events, announce);
  const tabs = await db
    .select({ userId: studioEditors.userId, name: users.fullName, seenAt: studioEditors.seenAt })
    .from(studioEditors)
    .innerJoin(users, eq(users.id, studioEditors.userId))
    .where(and(eq(studioEditors.item, item), eq(users.active, true)));
  return currentEditors(tabs, new Date(), STUDIO_PRESENCE.freshSeconds);
}

/** The user's tab closed the item. */
export async function leaveItem(
  db: DbOrTx,
  events: Publisher,
  userId: number,
  item: StudioItem,
  tabId: string,
): Promise<void> {
  const left = await db
    .delete(studioEditors)
    .where(
      and(eq(studioEditors.item, item), eq(studioEditors.tabId, tabId), eq(studioEditors.userId, userId)),
    )
    .returning({ item: studioEditors.item });
  if (left.length > 0) await changed(events, [item]);
}

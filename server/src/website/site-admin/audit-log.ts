/** The studio's audit log: what was published, hidden or deleted, by whom (null: the scheduler). */
import type { AuditEntry } from '@managewell/api/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import type { Actor } from './items';
import { siteAuditLog } from './schema';

export async function auditLog(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<{ items: AuditEntry[]; total: number }> {
  const rows = await db
    .select({
      id: siteAuditLog.id,
      at: siteAuditLog.at,
      by: users.fullName,
      action: siteAuditLog.action,
      kind: sql<string>`coalesce(${siteAuditLog.kind}, '')`,
      itemId: siteAuditLog.itemId,
      title: siteAuditLog.title,
      total: sql<string>`count(*) over ()`,
    })
    .from(siteAuditLog)
    .leftJoin(users, eq(users.id, siteAuditLog.actorId))
    .orderBy(desc(siteAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    items: rows.map(({ total: _t, at, ...r }) => ({ ...r, at: at.toISOString() })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  kind: string,
  itemId: number | null,
  title: string,
): Promise<void> {
  await tx.insert(siteAuditLog).values({
    actorId: actor?.id ?? null,
    action,
    target: itemId === null ? kind : `${kind}:${itemId}`,
    kind,
    itemId,
    title,
  });
}

import type { DbOrTx } from '../../platform/db';
import { siteAuditLog } from './schema';

export interface SiteAuditEntry {
  actorId: number | null;
  action: string;
  target: string;
  title?: string;
  changes?: Record<string, { from: unknown; to: unknown }>;
}

/** Records a website change (inside the change's transaction when there is one). */
export async function recordSiteAudit(db: DbOrTx, entry: SiteAuditEntry): Promise<void> {
  await db.insert(siteAuditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    target: entry.target,
    title: entry.title ?? '',
    changes: entry.changes ?? {},
  });
}

/** The fields that differ between two JSON documents, by dotted path. */
export function diffDocuments(
  before: unknown,
  after: unknown,
  path = '',
  out: Record<string, { from: unknown; to: unknown }> = {},
): Record<string, { from: unknown; to: unknown }> {
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(before) && isObject(after)) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      diffDocuments(before[key], after[key], path ? `${path}.${key}` : key, out);
  } else if (JSON.stringify(before) !== JSON.stringify(after)) {
    out[path] = { from: before ?? null, to: after ?? null };
  }
  return out;
}

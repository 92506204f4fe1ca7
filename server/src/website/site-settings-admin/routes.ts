/** Website-admin's settings page: read, save with an optimistic version, audit log. */
import {
  ERROR_CODES,
  FOOTER_COLUMN_KINDS,
  type SettingsAuditEntry,
  type SettingsDocument,
  type StoredSiteSettings,
} from '@managewell/api/contract';
import { siteSettingsAdminEndpoints } from '@managewell/api/endpoints';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound, registerEndpoints } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { diffDocuments, recordSiteAudit } from '../site-audit';
import { parseAdminSettings } from './validate';

async function readSettings(ctx: WebsiteContext): Promise<SettingsDocument> {
  const { rows } = await ctx.pool.query<{
    data: StoredSiteSettings;
    version: number;
    updated_at: string;
    updated_by: string | null;
  }>(
    `select s.data, s.version, to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
            (select u.full_name from site_audit_log a join users u on u.id = a.actor_id
              where a.target = 'settings' order by a.at desc, a.id desc limit 1) as updated_by
       from site_settings s where s.id = 1`,
  );
  const row = rows[0];
  if (!row) throw notFound('The website has no settings yet.');
  const { rows: choices } = await ctx.pool.query<{ id: number; kind: string; slug: string; title: string }>(
    `select id, kind, slug, title from content_items
      where kind = any($1) and parent_id is null and published order by position, title`,
    [Object.values(FOOTER_COLUMN_KINDS)],
  );
  const footer_choices = Object.fromEntries(
    Object.entries(FOOTER_COLUMN_KINDS).map(([column, kind]) => [
      column,
      choices.filter((c) => c.kind === kind).map(({ id, slug, title }) => ({ id, slug, title })),
    ]),
  ) as SettingsDocument['footer_choices'];
  return {
    settings: row.data,
    version: row.version,
    updated_at: row.updated_at,
    updated_by: row.updated_by,
    footer_choices,
  };
}

export async function siteSettingsAdminRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  registerEndpoints(app, siteSettingsAdminEndpoints, {
    get: () => readSettings(ctx),
    save: ({ body, user }) => saveSettings(ctx, body.version, body.settings, user.id),
    audit: async () => {
      const { rows } = await ctx.pool.query<SettingsAuditEntry>(
        `select a.id, to_char(a.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, u.full_name as by, a.changes
           from site_audit_log a left join users u on u.id = a.actor_id
          where a.target = 'settings' order by a.at desc, a.id desc limit 50`,
      );
      return rows;
    },
  });
}

/** Saves the settings on top of `version`: footer links only to published items, audited, 409 when stale. */
async function saveSettings(
  ctx: WebsiteContext,
  version: number,
  settings: unknown,
  actorId: number,
): Promise<SettingsDocument> {
  const doc = parseAdminSettings(settings);
  // Footer columns may only name published items.
  const current = await readSettings(ctx);
  const links = doc.footer.footer_links ?? {};
  const fields: Record<string, string> = {};
  for (const column of Object.keys(FOOTER_COLUMN_KINDS) as (keyof typeof FOOTER_COLUMN_KINDS)[]) {
    const allowed = new Set(current.footer_choices[column].map((c) => c.slug));
    const unknown = (links[column] ?? []).filter((slug) => !allowed.has(slug));
    if (unknown.length > 0)
      fields[`settings.footer.footer_links.${column}`] = `Not published: ${unknown.join(', ')}.`;
  }
  if (Object.keys(fields).length > 0)
    throw new ApiError(400, ERROR_CODES.validation, 'Footer links can only choose published items.', fields);

  const saved = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ data: StoredSiteSettings }>(
      sql`select data from site_settings where id = 1 and version = ${version} for update`,
    );
    const before = rows[0];
    if (!before) return null;
    await tx.execute(
      sql`update site_settings set data = ${JSON.stringify(doc)}::jsonb, version = version + 1, updated_at = now() where id = 1`,
    );
    await recordSiteAudit(tx, {
      actorId,
      action: 'settings.update',
      target: 'settings',
      title: 'Site settings',
      changes: diffDocuments(before.data, doc),
    });
    await ctx.events.publish({ type: 'site.changed' }, tx);
    return true;
  });
  // This process's caches now (the NOTIFY sent at commit reaches the others).
  if (saved) await ctx.events.publish({ type: 'site.changed' });
  if (!saved) {
    const latest = await readSettings(ctx);
    throw new ApiError(
      409,
      ERROR_CODES.conflict,
      `Someone else saved the settings (now version ${latest.version}${latest.updated_by ? `, by ${latest.updated_by}` : ''}) since you opened them. Your changes are still in the form: reload to see theirs, then save again.`,
      undefined,
      { version: latest.version, changes: diffDocuments(doc, latest.settings) },
    );
  }
  return readSettings(ctx);
}

/**
 * Website-admin's start page (homes) in one call: recent changes and by whom,
 * drafts, scheduled changes, images without alt text, broken internal links, this week's
 * website leads by source and the public site's real-user Core Web Vitals (p75 per day).
 */
import { mediaOriginalUrl, type WebsiteDashboard } from '@managewell/api/contract';
import { websiteDashboardEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'pg';
import { BUSINESS_TIME_ZONE } from '../../pipeline/leads';
import { registerEndpoints } from '../../platform/http';
import type { WebsiteContext } from '../context';
import { ORIGINAL_EXTENSIONS } from '../site';
import { LEAD_FORM_SQL } from '../website-leads';

const ISO = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Kinds whose data names other items by slug: service → project types (projectTypes). */
async function brokenLinks(pool: Pool): Promise<WebsiteDashboard['broken_links']> {
  const { rows } = await pool.query<WebsiteDashboard['broken_links'][number]>(
    `select s.kind, s.id, s.parent_id, s.title, t.slug as target
       from content_items s cross join lateral jsonb_array_elements_text(coalesce(s.data->'projectTypes', '[]'::jsonb)) as t(slug)
      where s.kind = 'service' and s.published
        and not exists (select 1 from content_items p where p.kind = 'project-type' and p.slug = t.slug and p.published)
     union all
     select c.kind, c.id, c.parent_id, c.title, p.kind || ':' || p.slug as target
       from content_items c join content_items p on p.id = c.parent_id
      where c.published and not p.published
     order by 4 limit 50`,
  );
  return rows;
}

export async function websiteDashboard(pool: Pool): Promise<WebsiteDashboard> {
  const [recent, drafts, scheduled, missing, missingTotal, broken, leads, vitals] = await Promise.all([
    // What changed and by whom: the audit log (publish, unpublish, delete, settings, media,
    // jobs) and each item's latest saved version (the studio's saves: draft edits).
    pool.query<WebsiteDashboard['recent'][number]>(
      `select r.kind, r.id, c.parent_id, c.slug, r.title, ${ISO('r.at')} as at, r.by, r.action
         from ((select coalesce(a.kind, split_part(a.target, ':', 1)) as kind,
                       coalesce(a.item_id, case when a.target ~ '^job:[0-9]+$' then split_part(a.target, ':', 2)::int end) as id,
                       coalesce(nullif(a.title, ''), a.target) as title, a.at, u.full_name as by, a.action
                  from site_audit_log a left join users u on u.id = a.actor_id order by a.at desc limit 15)
               union all
               (select * from (select distinct on (v.item_id) i.kind, v.item_id as id, v.title, v.saved_at as at,
                                      u.full_name as by, 'draft.update' as action
                                 from (select * from content_versions order by saved_at desc limit 200) v
                                 join content_items i on i.id = v.item_id
                                 left join users u on u.id = v.saved_by
                                order by v.item_id, v.saved_at desc) latest
                 order by at desc limit 15)) r
         left join content_items c on c.id = r.id and c.kind = r.kind
        order by r.at desc limit 15`,
    ),
    pool.query<WebsiteDashboard['drafts'][number]>(
      // Never published, or published with saved changes not yet live (the draft's title).
      `select c.kind, c.id, coalesce(d.parent_id, c.parent_id) as parent_id, c.slug,
              coalesce(d.title, c.title) as title, ${ISO('greatest(c.updated_at, d.updated_at)')} as updated_at,
              c.published as changed
         from content_items c left join content_drafts d on d.item_id = c.id
        where not c.published or d.pending
        order by greatest(c.updated_at, d.updated_at) desc limit 10`,
    ),
    // The studio's pending publish/unpublish schedules, soonest first, with who planned them.
    pool.query<WebsiteDashboard['scheduled'][number]>(
      `select s.id as schedule_id, c.kind, c.id, c.parent_id, c.slug, c.title, ${ISO('s.run_at')} as at, s.action, u.full_name as by
         from content_schedules s join content_items c on c.id = s.item_id
         left join users u on u.id = s.created_by
        where s.status = 'pending' order by s.run_at, s.id limit 20`,
    ),
    pool.query<{ id: string; mime: string; alt: string; width: number; height: number }>(
      `select id, mime, alt, width, height from media where mime like 'image/%' and btrim(alt) = ''
        order by created_at desc limit 8`,
    ),
    pool.query<{ total: number }>(
      `select count(*)::int as total from media where mime like 'image/%' and btrim(alt) = ''`,
    ),
    brokenLinks(pool),
    // By the inbox that lists them, so each tile opens the list it counts.
    pool.query<WebsiteDashboard['leads_this_week'][number]>(
      `select l.source, ${LEAD_FORM_SQL} as form, count(*)::int as count from leads l
        where l.created_at >= (date_trunc('week', now() at time zone '${BUSINESS_TIME_ZONE}')) at time zone '${BUSINESS_TIME_ZONE}'
        group by 1, 2 order by 3 desc, 1, 2`,
    ),
    pool.query<{ name: 'LCP' | 'INP' | 'CLS'; day: string; p75: number }>(
      `select name, to_char((created_at at time zone '${BUSINESS_TIME_ZONE}')::date, 'YYYY-MM-DD') as day,
              percentile_cont(0.75) within group (order by value) as p75
         from web_vitals where name in ('LCP', 'INP', 'CLS') and created_at >= now() - interval '14 days'
        group by 1, 2 order by 1, 2`,
    ),
  ]);
  const overall = await pool.query<{ name: 'LCP' | 'INP' | 'CLS'; p75: number | null }>(
    `select name, percentile_cont(0.75) within group (order by value) as p75 from web_vitals
      where name in ('LCP', 'INP', 'CLS') and created_at >= now() - interval '14 days' group by name`,
  );
  const since = await pool.query<{ day: string }>(
    `select to_char(date_trunc('week', now() at time zone '${BUSINESS_TIME_ZONE}'), 'YYYY-MM-DD') as day`,
  );
  const p75Of = new Map(overall.rows.map((r) => [r.name, r.p75]));
  return {
    recent: recent.rows,
    drafts: drafts.rows,
    scheduled: scheduled.rows,
    missing_alt: {
      total: missingTotal.rows[0]?.total ?? 0,
      items: missing.rows.map((m) => ({
        id: m.id,
        url: mediaOriginalUrl(m.id, ORIGINAL_EXTENSIONS[m.mime] ?? 'bin'),
        alt: m.alt,
        width: m.width,
        height: m.height,
      })),
    },
    broken_links: broken,
    leads_this_week: leads.rows,
    leads_since: since.rows[0]!.day,
    vitals: (['LCP', 'INP', 'CLS'] as const).map((name) => ({
      name,
      p75: p75Of.get(name) ?? null,
      days: vitals.rows.filter((r) => r.name === name).map(({ day, p75 }) => ({ day, p75 })),
    })),
  };
}

export async function websiteDashboardRoutes(app: FastifyInstance, ctx: WebsiteContext): Promise<void> {
  registerEndpoints(app, websiteDashboardEndpoints, { get: () => websiteDashboard(ctx.pool) });
}

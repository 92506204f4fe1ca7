import type { Lead, LeadSource, LeadStatus, leadListQuery, Page } from '@managewell/api/contract';
import type { Pool } from 'pg';
import type { z } from 'zod';
import { escapeLike, searchPattern } from './search';

export type LeadListInput = z.output<typeof leadListQuery>;

/** Day boundaries of the list's from/to filters are Indian Standard Time days. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

export interface ListScope {
  /** Sales sees verified leads only. */
  onlyStatus?: LeadStatus;
}

interface Filters {
  status?: LeadStatus;
  source?: LeadSource;
  from?: string;
  to?: string;
  pattern?: string | null;
}

/**
 * Totals of recent list queries. Counting 100k rows on every page turn costs more than the page
 * itself, so a total is reused for a few seconds (concurrent requests share one count query);
 * any lead write on any process clears the cache ('leads.changed' on the event bus). ttlMs
 * (LEAD_COUNT_CACHE) bounds how long a total may outlive a lost event.
 */
export class CountCache {
  private readonly entries = new Map<string, { total: Promise<number>; until: number }>();
  constructor(private readonly ttlMs = 3_000) {}

  get(key: string, load: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (entry && entry.until > now) return entry.total;
    if (this.entries.size > 1_000) this.entries.clear();
    const total = load();
    this.entries.set(key, { total, until: now + this.ttlMs });
    total.catch(() => this.entries.delete(key));
    return total;
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * The columns of a listed lead, shaped as the API's `Lead` by PostgreSQL itself: the page
 * arrives as one JSON value, so Node does no per-row parsing, date conversion or reshaping.
 */
const LEAD_JSON_COLUMNS = `l.id, l.first_name, l.last_name, l.company, l.designation, l.email, l.mobile, l.mobile_code,
  l.phone, l.fax, l.website, l.address_line1, l.address_line2, l.city, l.state, l.country, l.postal_code,
  l.gstin, l.billing_address, l.billing_state, l.notes,
  l.interests, l.category, l.tags, l.deal_size, l.potential, l.source, l.status, l.rejection_reason, l.merged_into,
  l.site_latitude::float8 as site_latitude, l.site_longitude::float8 as site_longitude, l.site_note, l.version,
  to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  to_char(l.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at,
  case when u.id is null then null else json_build_object('id', u.id, 'username', u.username) end as created_by`;

/** The columns each sort orders by before the id; a name sorts by the full name. */
const SORT_COLUMNS: Record<LeadListInput['sort'], readonly string[]> = {
  created_at: ['created_at'],
  first_name: ['first_name', 'last_name'],
  city: ['city'],
  status: ['status'],
  source: ['source'],
};

/** WHERE clause and parameters of the list filters (values are always bound, never spliced). */
export function listWhere(filters: Filters): { text: string; values: unknown[] } {
  const parts: string[] = [];
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  if (filters.status) parts.push(`l.status = ${bind(filters.status)}`);
  if (filters.source) parts.push(`l.source = ${bind(filters.source)}`);
  if (filters.from)
    parts.push(
      `l.created_at >= (${bind(filters.from)}::date)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`,
    );
  if (filters.to)
    parts.push(
      `l.created_at < (${bind(filters.to)}::date + 1)::timestamp at time zone '${BUSINESS_TIME_ZONE}'`,
    );
  if (filters.pattern) parts.push(`l.search_text like ${bind(`%${escapeLike(filters.pattern)}%`)}`);
  return { text: parts.length ? `where ${parts.join(' and ')}` : '', values };
}

/**
 * One page of leads, sorted, searched and filtered on the server. The hottest query of the app, so
 * it is plain SQL through a named prepared statement (no ORM query building per request).
 */
export async function listLeads(
  pool: Pool,
  query: LeadListInput,
  scope: ListScope,
  counts?: CountCache,
): Promise<Page<Lead>> {
  const { page, pageSize } = query;
  if (scope.onlyStatus && query.status && query.status !== scope.onlyStatus) {
    return { items: [], total: 0, page, pageSize };
  }
  const filters: Filters = {
    status: scope.onlyStatus ?? query.status,
    source: query.source,
    from: query.from,
    to: query.to,
    pattern: query.q ? searchPattern(query.q) : null,
  };
  const where = listWhere(filters);
  const direction = query.order === 'asc' ? 'asc' : 'desc';
  const n = where.values.length;
  // The page is ordered twice: in the subquery (so the index serves the limit) and inside
  // json_agg (the only order PostgreSQL guarantees for an aggregate; 20 rows, so cheap).
  const orderOf = (table: string) =>
    [...SORT_COLUMNS[query.sort], 'id'].map((column) => `${table}.${column} ${direction}`).join(', ');
  const pageOrder = orderOf('page');
  const text = `select coalesce(json_agg(page order by ${pageOrder}), '[]'::json) as items from (
    select ${LEAD_JSON_COLUMNS} from leads l left join users u on u.id = l.created_by ${where.text}
    order by ${orderOf('l')} limit $${n + 1} offset $${n + 2}) page`;
  const countText = `select count(*)::int as total from leads l ${where.text}`;
  const countTotal = () =>
    pool
      .query<{ total: number }>({ name: statementName(countText), text: countText, values: where.values })
      .then((r) => r.rows[0]?.total ?? 0);
  const [rows, total] = await Promise.all([
    pool.query<{ items: Lead[] }>({
      name: statementName(text),
      text,
      values: [...where.values, pageSize, (page - 1) * pageSize],
    }),
    counts ? counts.get(JSON.stringify(filters), countTotal) : countTotal(),
  ]);
  return { items: rows.rows[0]?.items ?? [], total, page, pageSize };
}

const statementNames = new Map<string, string>();

/** A stable name per query shape, so each pooled connection parses and plans it once. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `lead_list_${statementNames.size + 1}`;
    statementNames.set(text, name);
  }
  return name;
}

import type {
  CostingQueueItem,
  costingQueueQuery,
  Page,
  QuotationListItem,
  QuotationStatus,
  quotationListQuery,
  SalesStage,
} from '@managewell/api/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { escapeLike, leads } from '../leads';
import { leadRequirements, leadSales } from '../sales';
import { type Actor, ownerUser, type Tx } from './records';
import { quotations } from './schema';

const LIST_SORT = {
  updated_at: quotations.updatedAt,
  number: quotations.number,
  total: quotations.totalPaise,
  customer: quotations.customerName,
} as const;

export async function listQuotations(
  db: Tx,
  query: z.output<typeof quotationListQuery>,
  viewer: Actor,
): Promise<Page<QuotationListItem>> {
  const conditions = [];
  if (query.status) conditions.push(eq(quotations.status, query.status));
  if (query.mine === 'true') conditions.push(eq(quotations.ownerId, viewer.id));
  if (query.q) {
    conditions.push(sql`${quotations.searchText} like ${`%${escapeLike(query.q.toLowerCase())}%`}`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const dir = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        q: {
          id: quotations.id,
          leadId: quotations.leadId,
          number: quotations.number,
          status: quotations.status,
          customerName: quotations.customerName,
          totalPaise: quotations.totalPaise,
          latestVersion: quotations.latestVersion,
          updatedAt: quotations.updatedAt,
        },
        city: leads.city,
        stage: leadSales.stage,
        hasTerms: sql<boolean>`(${quotations.draft}->'terms') is not null and ${quotations.draft}->'terms' <> 'null'::jsonb`,
        owner: { id: ownerUser.id, username: ownerUser.username },
      })
      .from(quotations)
      .innerJoin(leads, eq(leads.id, quotations.leadId))
      .leftJoin(leadSales, eq(leadSales.leadId, quotations.leadId))
      .leftJoin(ownerUser, eq(ownerUser.id, quotations.ownerId))
      .where(where)
      .orderBy(dir(LIST_SORT[query.sort]), dir(quotations.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(quotations).where(where),
  ]);
  return {
    items: rows.map(({ q, city, stage, hasTerms, owner }) => ({
      id: q.id,
      lead_id: q.leadId,
      number: q.number,
      status: q.status as QuotationStatus,
      customer: q.customerName,
      city,
      total_paise: q.totalPaise,
      owner: owner?.id ? { id: owner.id, username: owner.username! } : null,
      latest_version: q.latestVersion,
      stage: stage as SalesStage | null,
      has_terms: hasTerms,
      updated_at: q.updatedAt.toISOString(),
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Leads waiting for costing (stage "costing requested"), oldest request first, with their draft if any. */
export async function costingQueue(
  db: Tx,
  query: z.output<typeof costingQueueQuery>,
): Promise<Page<CostingQueueItem>> {
  const conditions = [eq(leadSales.stage, 'costing_requested')];
  if (query.q) conditions.push(sql`${leads.searchText} like ${`%${escapeLike(query.q.toLowerCase())}%`}`);
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        leadId: leads.id,
        firstName: leads.firstName,
        lastName: leads.lastName,
        city: leads.city,
        requestedAt: leadSales.stageChangedAt,
        projectType: leadRequirements.projectType,
        siteState: leadRequirements.siteState,
        quotationNumber: quotations.number,
        quotationStatus: quotations.status,
        totalPaise: quotations.totalPaise,
      })
      .from(leadSales)
      .innerJoin(leads, eq(leads.id, leadSales.leadId))
      .leftJoin(leadRequirements, eq(leadRequirements.leadId, leadSales.leadId))
      .leftJoin(quotations, eq(quotations.leadId, leadSales.leadId))
      .where(where)
      .orderBy(
        query.order === 'desc' ? desc(leadSales.stageChangedAt) : asc(leadSales.stageChangedAt),
        asc(leads.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leadSales)
      .innerJoin(leads, eq(leads.id, leadSales.leadId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      lead_id: r.leadId,
      customer: r.lastName ? `${r.firstName} ${r.lastName}` : r.firstName,
      city: r.city,
      requested_at: r.requestedAt.toISOString(),
      project_type: r.projectType,
      site_state: r.siteState,
      quotation:
        r.quotationNumber !== null
          ? {
              number: r.quotationNumber,
              status: r.quotationStatus as QuotationStatus,
              total_paise: r.totalPaise ?? 0,
            }
          : null,
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

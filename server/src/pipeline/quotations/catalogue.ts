import type {
  CatalogueItem,
  catalogueItemInput,
  catalogueItemUpdate,
  catalogueListQuery,
  Page,
} from '@managewell/api/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { escapeLike } from '../leads';
import type { Tx } from './records';
import { catalogueItems } from './schema';

function toCatalogueItem(row: typeof catalogueItems.$inferSelect): CatalogueItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    hsn_sac: row.hsnSac,
    unit: row.unit as CatalogueItem['unit'],
    rate_paise: row.ratePaise,
    gst_rate_bps: row.gstRateBps,
    quantity_basis: row.quantityBasis as CatalogueItem['quantity_basis'],
    active: row.active,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

const CATALOGUE_SORT = {
  name: catalogueItems.name,
  code: catalogueItems.code,
  rate_paise: catalogueItems.ratePaise,
  updated_at: catalogueItems.updatedAt,
} as const;

export async function listCatalogue(
  db: Tx,
  query: z.output<typeof catalogueListQuery>,
): Promise<Page<CatalogueItem>> {
  const conditions = [];
  if (query.active) conditions.push(eq(catalogueItems.active, query.active === 'true'));
  if (query.q) {
    const like = `%${escapeLike(query.q.toLowerCase())}%`;
    conditions.push(
      sql`(lower(${catalogueItems.name}) like ${like} or lower(${catalogueItems.code}) like ${like} or ${catalogueItems.hsnSac} like ${like})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const column = CATALOGUE_SORT[query.sort];
  const dir = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(catalogueItems)
      .where(where)
      .orderBy(dir(column), dir(catalogueItems.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(catalogueItems).where(where),
  ]);
  return {
    items: rows.map(toCatalogueItem),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function catalogueValues(input: z.output<typeof catalogueItemInput>) {
  return {
    code: input.code,
    name: input.name,
    description: input.description,
    hsnSac: input.hsn_sac,
    unit: input.unit,
    ratePaise: input.rate_paise,
    gstRateBps: input.gst_rate_bps,
    quantityBasis: input.quantity_basis,
    active: input.active,
  };
}

const duplicateCode = (code: string) =>
  validationFailed(`Another catalogue item already has the code ${code}.`, { code: 'This code is taken.' });

export async function createCatalogueItem(
  db: Tx,
  input: z.output<typeof catalogueItemInput>,
): Promise<CatalogueItem> {
  const [row] = await db
    .insert(catalogueItems)
    .values(catalogueValues(input))
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicateCode(input.code);
  return toCatalogueItem(row);
}

export async function updateCatalogueItem(
  db: Tx,
  id: number,
  input: z.output<typeof catalogueItemUpdate>,
): Promise<CatalogueItem> {
  const [taken] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.code, input.code), sql`${catalogueItems.id} <> ${id}`));
  if (taken) throw duplicateCode(input.code);
  const [row] = await db
    .update(catalogueItems)
    .set({ ...catalogueValues(input), version: sql`${catalogueItems.version} + 1`, updatedAt: new Date() })
    .where(and(eq(catalogueItems.id, id), eq(catalogueItems.version, input.version)))
    .returning();
  if (row) return toCatalogueItem(row);
  const [exists] = await db
    .select({ id: catalogueItems.id })
    .from(catalogueItems)
    .where(eq(catalogueItems.id, id));
  if (!exists) throw notFound('There is no such catalogue item.');
  throw conflict(
    'Someone else changed this catalogue item since you opened it. Reload it and make your change again.',
  );
}

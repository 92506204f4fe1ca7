import { and, asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { payslips } from './schema';

export interface PayslipPageQuery {
  page: number;
  pageSize: number;
  order: 'asc' | 'desc';
  search?: string | undefined;
}

/**
 * A month's payslips (those `extra` keeps), searched by the name or code printed on them, a page at a
 * time in employee-code order; with the filter used, for totals over the whole result.
 */
export async function payslipPage(db: Db, month: string, query: PayslipPageQuery, extra: SQL[] = []) {
  const filters: SQL[] = [eq(payslips.month, month), ...extra];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        sql`${payslips.employee}->>'fullName' ilike ${like}`,
        sql`${payslips.employee}->>'code' ilike ${like}`,
      )!,
    );
  }
  const where = and(...filters)!;
  const codeOrder = sql`${payslips.employee}->>'code'`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payslips)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(codeOrder) : desc(codeOrder))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(payslips).where(where),
  ]);
  return { rows, total: total!.n, where };
}

import type {
  MyTaxDeclaration,
  TaxDeclarationFields,
  TaxDeclarationInput,
  TaxDeclarationView,
  TaxYearInfo,
} from '@managewell/api/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db';
import { conflict, notFound } from '../../platform/http';
import { type Employee, employees } from '../hr';
import { NO_DECLARATION, type PayrollDeclaration } from './income-tax';
import { taxDeclarations } from './schema';
import { type TaxRegime, type TaxYearRules, taxRulesFor } from './tax-rules';

/** Employees whose declarations HR sees: still employed (active or serving notice). */
const DECLARING_STATUSES = ['active', 'notice'];

/** What an employee has declared when they have not declared anything: the new regime, nothing else. */
export const DEFAULT_DECLARATION: TaxDeclarationFields = {
  regime: 'new',
  ...NO_DECLARATION,
  previousEmployerIncome: 0,
  previousEmployerTds: 0,
};

export function requireTaxRules(taxYear: string): TaxYearRules {
  const rules = taxRulesFor(taxYear);
  if (!rules) throw notFound(`There are no income-tax rules for the tax year ${taxYear}.`);
  return rules;
}

const paise = (rupees: number) => rupees * 100;

export function taxYearInfo(rules: TaxYearRules): TaxYearInfo {
  const l = rules.limits;
  return {
    taxYear: rules.year,
    law: rules.law,
    limits: {
      section80C: paise(l.section80C),
      section80D: paise(l.section80D),
      section80DParents: paise(l.section80DParents),
      section80DParentsSenior: paise(l.section80DParentsSenior),
      section80CCD1B: paise(l.section80CCD1B),
      homeLoanInterest: paise(l.homeLoanInterest),
    },
    metroCities: rules.hra.metroCities,
  };
}

type DeclarationRow = typeof taxDeclarations.$inferSelect;

function fieldsOf(row: DeclarationRow | undefined): TaxDeclarationFields {
  if (!row) return DEFAULT_DECLARATION;
  return {
    regime: row.regime as TaxRegime,
    section80C: row.section80C,
    section80D: row.section80D,
    section80DParents: row.section80DParents,
    parentsSenior: row.parentsSenior,
    section80CCD1B: row.section80CCD1B,
    homeLoanInterest: row.homeLoanInterest,
    rentPaid: row.rentPaid,
    metroCity: row.metroCity,
    lta: row.lta,
    previousEmployerIncome: row.previousEmployerIncome,
    previousEmployerTds: row.previousEmployerTds,
  };
}

function view(
  employee: Pick<Employee, 'id' | 'code' | 'fullName'>,
  taxYear: string,
  row: DeclarationRow | undefined,
): TaxDeclarationView {
  return {
    employeeId: employee.id,
    code: employee.code,
    fullName: employee.fullName,
    taxYear,
    ...fieldsOf(row),
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

async function declarationRow(db: DbOrTx, employeeId: number, taxYear: string) {
  const [row] = await db
    .select()
    .from(taxDeclarations)
    .where(and(eq(taxDeclarations.employeeId, employeeId), eq(taxDeclarations.taxYear, taxYear)));
  return row;
}

/** The employee's declaration for a tax year with the year's caps (defaults when none yet). */
export async function myTaxDeclaration(
  db: DbOrTx,
  employee: Employee,
  taxYear: string,
): Promise<MyTaxDeclaration> {
  const rules = requireTaxRules(taxYear);
  return {
    declaration: view(employee, taxYear, await declarationRow(db, employee.id, taxYear)),
    year: taxYearInfo(rules),
  };
}

/** Saves the employee's declaration: optimistic on `version` (0 = declaring for the first time). */
export async function saveTaxDeclaration(
  db: Db,
  employee: Employee,
  taxYear: string,
  input: TaxDeclarationInput,
  actorId: number,
): Promise<MyTaxDeclaration> {
  requireTaxRules(taxYear);
  const { version, ...fields } = input;
  return db.transaction(async (tx) => {
    const values = { ...fields, updatedBy: actorId, updatedAt: new Date() };
    if (version === 0) {
      const inserted = await tx
        .insert(taxDeclarations)
        .values({ employeeId: employee.id, taxYear, ...values })
        .onConflictDoNothing()
        .returning({ id: taxDeclarations.id });
      if (inserted.length === 0)
        throw conflict('Your declaration was saved meanwhile (another tab?): reload it and try again.');
    } else {
      const updated = await tx
        .update(taxDeclarations)
        .set({ ...values, version: sql`${taxDeclarations.version} + 1` })
        .where(
          and(
            eq(taxDeclarations.employeeId, employee.id),
            eq(taxDeclarations.taxYear, taxYear),
            eq(taxDeclarations.version, version),
          ),
        )
        .returning({ id: taxDeclarations.id });
      if (updated.length === 0)
        throw conflict('Your declaration was changed meanwhile (another tab?): reload it and try again.');
    }
    return myTaxDeclaration(tx, employee, taxYear);
  });
}

/** Every employed person's declaration for a tax year (defaults where none), by employee code. */
export async function listTaxDeclarations(
  db: Db,
  query: {
    page: number;
    pageSize: number;
    order: 'asc' | 'desc';
    taxYear: string;
    search?: string | undefined;
  },
): Promise<{ items: TaxDeclarationView[]; total: number; page: number; pageSize: number }> {
  requireTaxRules(query.taxYear);
  const filters: SQL[] = [inArray(employees.status, DECLARING_STATUSES)];
  if (query.search) {
    const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(or(ilike(employees.fullName, like), ilike(employees.code, like))!);
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ employee: employees, declaration: taxDeclarations })
      .from(employees)
      .leftJoin(
        taxDeclarations,
        and(eq(taxDeclarations.employeeId, employees.id), eq(taxDeclarations.taxYear, query.taxYear)),
      )
      .where(where)
      .orderBy(query.order === 'asc' ? asc(employees.code) : desc(employees.code))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(employees).where(where),
  ]);
  return {
    items: rows.map((r) => view(r.employee, query.taxYear, r.declaration ?? undefined)),
    total: total!.n,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The declarations of these employees for a tax year, in one query; defaults for those without. */
export async function payrollDeclarations(
  db: DbOrTx,
  employeeIds: number[],
  taxYear: string,
): Promise<Map<number, PayrollDeclaration>> {
  const rows = employeeIds.length
    ? await db
        .select()
        .from(taxDeclarations)
        .where(and(inArray(taxDeclarations.employeeId, employeeIds), eq(taxDeclarations.taxYear, taxYear)))
    : [];
  const byEmployee = new Map(rows.map((r) => [r.employeeId, r]));
  return new Map(
    employeeIds.map((id) => {
      const { regime, previousEmployerIncome, previousEmployerTds, ...declaration } = fieldsOf(
        byEmployee.get(id),
      );
      return [
        id,
        {
          regime,
          declaration,
          previousEmployer: { income: previousEmployerIncome, tds: previousEmployerTds },
        },
      ];
    }),
  );
}

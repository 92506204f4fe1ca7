/** Reading employee records: HR's list, the directory, and one person's record with its bank account masked. */
import type { EmployeeDetail, EmployeeListQuery, EmployeeSummary, Page } from '@managewell/api/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../platform/db';
import { users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { notFound } from '../../platform/http';
import type { Employee } from './employees';
import { recordPersonalDataRead } from './personal-data';
import { employees } from './schema';

const managers = alias(employees, 'managers');

const summaryColumns = {
  employee: employees,
  managerName: managers.fullName,
  username: users.username,
  role: users.role,
  active: users.active,
  mustChangePassword: users.mustChangePassword,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(employees)
    .leftJoin(managers, eq(managers.id, employees.managerId))
    .leftJoin(users, eq(users.id, employees.userId));
}

type Joined = {
  employee: Employee;
  managerName: string | null;
  username: string | null;
  role: string | null;
  active: boolean | null;
  mustChangePassword: boolean | null;
};

function toSummary(r: Joined): EmployeeSummary {
  const e = r.employee;
  return {
    id: e.id,
    code: e.code,
    fullName: e.fullName,
    email: e.email,
    phone: e.phone,
    department: e.department,
    designation: e.designation,
    managerName: r.managerName,
    dateOfJoining: e.dateOfJoining,
    employmentType: e.employmentType as EmployeeSummary['employmentType'],
    workLocation: e.workLocation,
    status: e.status as EmployeeSummary['status'],
    username: r.username,
    role: r.role,
  };
}

export const maskAccount = (account: string | null) =>
  account ? `${'X'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}` : null;

function toDetail(r: Joined, revealBank: boolean): EmployeeDetail {
  const e = r.employee;
  return {
    ...toSummary(r),
    userId: e.userId,
    managerId: e.managerId,
    dateOfBirth: e.dateOfBirth,
    workState: e.workState,
    noticeDays: e.noticeDays,
    pan: e.pan,
    aadhaarLast4: e.aadhaarLast4,
    bankAccount: revealBank ? e.bankAccount : maskAccount(e.bankAccount),
    ifsc: e.ifsc,
    uan: e.uan,
    esicNumber: e.esicNumber,
    emergencyContact: e.emergencyContact,
    accountActive: r.active,
    mustChangePassword: r.mustChangePassword,
    version: e.version,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

function listFilter(query: Pick<EmployeeListQuery, 'q' | 'department' | 'status'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.department) conditions.push(eq(employees.department, query.department));
  if (query.status) conditions.push(eq(employees.status, query.status));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(employees.fullName, like),
        ilike(employees.code, like),
        ilike(employees.email, like),
        ilike(employees.designation, like),
        ilike(employees.phone, like),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  code: employees.code,
  fullName: employees.fullName,
  department: employees.department,
  dateOfJoining: employees.dateOfJoining,
} as const;

export async function listEmployees(db: DbOrTx, query: EmployeeListQuery): Promise<Page<EmployeeSummary>> {
  const where = listFilter(query);
  const direction = query.order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort]), asc(employees.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(employees).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

/** id, code and name of everyone (pickers: manager, filters). */
export async function employeeDirectory(db: DbOrTx) {
  return db
    .select({
      id: employees.id,
      code: employees.code,
      fullName: employees.fullName,
      department: employees.department,
      status: employees.status,
    })
    .from(employees)
    .orderBy(asc(employees.fullName));
}

/**
 * One person's full record. The bank account is masked unless `revealBank`; a revealed read is
 * written to the audit log (who, whose, when, from where).
 */
export async function getEmployee(
  db: DbOrTx,
  id: number,
  options: { revealBank?: boolean; actor?: AuthUser; ip?: string } = {},
): Promise<EmployeeDetail> {
  const [row] = await baseQuery(db).where(eq(employees.id, id)).limit(1);
  if (!row) throw notFound('There is no such employee.');
  if (options.revealBank && options.actor)
    await recordPersonalDataRead(db, options.actor.id, id, 'bank', options.ip ?? null);
  return toDetail(row, options.revealBank === true);
}

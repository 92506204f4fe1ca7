import { employeeCode, type Role } from '@managewell/api/contract';
import { and, eq, sql } from 'drizzle-orm';
import {
  addDays,
  employees,
  istDate,
  istInstant,
  leaveRequests,
  leaveTypes,
  mondayOf,
  overtimeRequests,
  timesheetEntries,
  timesheetWeeks,
} from '../people/hr';
import type { DbOrTx } from '../platform/db';
import { createRandom, type Random } from '../website/pictures';
import { DEMO_ACCOUNTS, DEMO_MANAGER } from './accounts';
import { FIRST_NAMES, LAST_NAMES } from './data';
import { seedHrTime } from './hr-time';

const SEED = 20_260_411;
export const DEMO_EMPLOYEE_EXTRA = 40;

type EmployeeInsert = typeof employees.$inferInsert;

const OFFICES = [
  ['Mumbai head office', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Chennai', 'Tamil Nadu'],
  ['Hyderabad', 'Telangana'],
  ['Ahmedabad', 'Gujarat'],
  ['Kolkata', 'West Bengal'],
  ['New Delhi', 'Delhi'],
] as const;

const BANKS = ['HDFC0001234', 'ICIC0000456', 'SBIN0004321', 'UTIB0000789', 'KKBK0000654', 'BARB0MUMBAI'];

/** The six demo accounts' jobs (in DEMO_ACCOUNTS' role order). */
const DEMO_JOBS: Record<Role, { department: string; designation: string }> = {
  'website-admin': { department: 'Marketing', designation: 'Website Administrator' },
  verification: { department: 'Verification', designation: 'Lead Verification Executive' },
  sales: { department: 'Sales', designation: 'Sales Manager' },
  hr: { department: 'Human Resources', designation: 'HR Manager' },
  quotation: { department: 'Quotation', designation: 'Quotation Engineer' },
  employee: { department: 'Projects', designation: 'Site Engineer' },
};

/** The 40 others: department, designation (the first of a department heads it). */
const OTHER_JOBS: readonly [string, string][] = [
  ['Management', 'Managing Director'],
  ['Management', 'Chief Operating Officer'],
  ['Projects', 'Projects Head'],
  ['Projects', 'Site Engineer'],
  ['Projects', 'Site Engineer'],
  ['Projects', 'Site Supervisor'],
  ['Projects', 'Site Supervisor'],
  ['Projects', 'Pool Technician'],
  ['Projects', 'Pool Technician'],
  ['Projects', 'Pool Technician'],
  ['Design', 'Design Lead'],
  ['Design', 'Pool Designer'],
  ['Design', 'Pool Designer'],
  ['Design', '3D Visualiser'],
  ['Sales', 'Sales Executive'],
  ['Sales', 'Sales Executive'],
  ['Sales', 'Sales Executive'],
  ['Sales', 'Key Account Manager'],
  ['Verification', 'Verification Team Lead'],
  ['Verification', 'Lead Verification Executive'],
  ['Quotation', 'Quotation Lead'],
  ['Quotation', 'Estimator'],
  ['Service and Maintenance', 'Service Manager'],
  ['Service and Maintenance', 'Service Technician'],
  ['Service and Maintenance', 'Service Technician'],
  ['Service and Maintenance', 'Service Technician'],
  ['Service and Maintenance', 'Water Quality Analyst'],
  ['Accounts', 'Finance Manager'],
  ['Accounts', 'Accountant'],
  ['Accounts', 'Accounts Executive'],
  ['Human Resources', 'HR Executive'],
  ['Human Resources', 'Recruiter'],
  ['Marketing', 'Marketing Manager'],
  ['Marketing', 'Content Writer'],
  ['Marketing', 'Digital Marketing Executive'],
  ['Projects', 'Site Engineer'],
  ['Design', 'Draughtsman'],
  ['Sales', 'Sales Executive'],
  ['Service and Maintenance', 'Service Technician'],
  ['Projects', 'Pool Technician'],
];

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function panOf(random: Random, lastName: string): string {
  const l = () => letters[random.int(0, 25)]!;
  return `${l()}${l()}${l()}P${lastName[0]!.toUpperCase()}${random.int(1000, 9999)}${l()}`;
}

function mobileOf(random: Random): string {
  return `+91${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
}

/** yyyy-mm-dd between `from` and `to` (inclusive). */
function dateBetween(random: Random, from: string, to: string): string {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  return new Date(a + random.int(0, Math.round((b - a) / 86_400_000)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

export interface HrSeedResult {
  employees: number;
  /** employees.id by sign-in role of the demo accounts. */
  employeeIdByRole: Record<Role, number>;
}

/**
 * The demo company's people: the six demo accounts (MW0001…MW0006) and 40 others across the
 * departments (MW0007…), with managers, two birthdays and a work anniversary in `now`'s week and a
 * joiner this month. Two statements: one insert, one update setting the managers.
 */
export async function seedHr(
  db: DbOrTx,
  userIds: Record<Role, number>,
  now: number,
  /** The demo manager's account (DEMO_MANAGER), made the Projects Head's. */
  managerUserId?: number,
): Promise<HrSeedResult> {
  const random = createRandom(SEED);
  const today = istDate(now);
  const year = Number(today.slice(0, 4));
  const rows: EmployeeInsert[] = [];
  const used = new Set<string>();

  const person = (fullName: string, email: string, department: string, designation: string, i: number) => {
    const last = fullName.split(' ').at(-1)!;
    const [workLocation, workState] = i < 10 ? OFFICES[0] : random.pick(OFFICES);
    const dateOfJoining = dateBetween(random, '2014-04-01', addDays(today, -120));
    const row: EmployeeInsert = {
      code: employeeCode(i + 1),
      fullName,
      email,
      phone: mobileOf(random),
      department,
      designation,
      dateOfJoining,
      dateOfBirth: dateBetween(random, '1970-01-01', '2002-12-31'),
      employmentType: designation === 'Pool Technician' && random.chance(0.5) ? 'contract' : 'permanent',
      workLocation,
      workState,
      status: 'active',
      noticeDays: designation.includes('Head') || designation.includes('Manager') ? 60 : 30,
      pan: panOf(random, last),
      aadhaarLast4: String(random.int(1000, 9999)),
      bankAccount: String(random.int(10_000_000, 99_999_999)) + String(random.int(1000, 9999)),
      ifsc: random.pick(BANKS),
      emergencyContact: {
        name: `${random.pick(FIRST_NAMES)} ${last}`,
        relation: random.pick(['Spouse', 'Father', 'Mother', 'Brother', 'Sister']),
        phone: mobileOf(random),
      },
    };
    return row;
  };

  DEMO_ACCOUNTS.forEach((account, i) => {
    const job = DEMO_JOBS[account.role];
    rows.push({
      ...person(account.fullName, account.email, job.department, job.designation, i),
      userId: userIds[account.role],
    });
  });
  OTHER_JOBS.slice(0, DEMO_EMPLOYEE_EXTRA).forEach(([department, designation], k) => {
    let fullName: string;
    do fullName = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    while (used.has(fullName) || [...DEMO_ACCOUNTS, DEMO_MANAGER].some((a) => a.fullName === fullName));
    used.add(fullName);
    const email = `${fullName
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .replace(' ', '.')}@managewell.in`;
    rows.push(person(fullName, email, department, designation, DEMO_ACCOUNTS.length + k));
  });

  // Something to show this week and month: two birthdays, a work anniversary, a new joiner,
  // an intern, and one person who left last month.
  rows[8]!.dateOfBirth = `1992${today.slice(4)}`;
  rows[5]!.dateOfBirth = `1996${addDays(today, 2).slice(4)}`;
  rows[12]!.dateOfJoining = `${year - 4}${addDays(today, 1).slice(4)}`;
  rows[44]!.dateOfJoining = `${today.slice(0, 8)}01`;
  // The demo manager is the Projects Head.
  const projectsHead = rows[DEMO_ACCOUNTS.length + 2]!;
  Object.assign(projectsHead, {
    fullName: DEMO_MANAGER.fullName,
    email: DEMO_MANAGER.email,
    userId: managerUserId ?? null,
  });
  rows[44]!.employmentType = 'intern';
  rows[45]!.status = 'exited';

  const inserted = await db
    .insert(employees)
    .values(rows)
    .returning({ id: employees.id, code: employees.code });
  const idOf = new Map(inserted.map((r) => [r.code, r.id]));

  // Managers: the Managing Director (MW0007) leads the heads; each head leads their department.
  const md = rows[DEMO_ACCOUNTS.length]!;
  const heads = new Map<string, string>();
  for (const r of rows)
    if (!heads.has(r.department) && /Head|Manager|Lead|Managing Director/.test(r.designation))
      heads.set(r.department, r.code);
  // The Projects Head (the demo manager) leads a team of four, the demo employee first; the rest of
  // Projects report to the last of them, a site supervisor.
  const projectsTeam = rows
    .filter((r) => r.department === 'Projects' && r.code !== projectsHead.code)
    .slice(0, 4)
    .map((r) => r.code);
  const pairs: [number, number][] = [];
  for (const r of rows) {
    if (r.code === md.code) continue;
    const head = heads.get(r.department);
    let manager = head && head !== r.code ? head : md.code;
    if (head === projectsHead.code && r.code !== head && !projectsTeam.includes(r.code))
      manager = projectsTeam.at(-1)!;
    pairs.push([idOf.get(r.code)!, idOf.get(manager)!]);
  }
  await db.execute(sql`update employees e set manager_id = m.manager_id
    from (values ${sql.join(
      pairs.map(([id, manager]) => sql`(${id}::int, ${manager}::int)`),
      sql`, `,
    )}) as m(id, manager_id) where e.id = m.id`);

  const employeeIdByRole = Object.fromEntries(
    DEMO_ACCOUNTS.map((a, i) => [a.role, inserted[i]!.id]),
  ) as Record<Role, number>;
  const people = await db
    .select({
      id: employees.id,
      userId: employees.userId,
      department: employees.department,
      dateOfJoining: employees.dateOfJoining,
      status: employees.status,
    })
    .from(employees)
    .orderBy(employees.code);
  await seedHrTime(db, people, userIds.hr, now);
  await seedManagerQueue(
    db,
    projectsTeam.slice(1).map((code) => idOf.get(code)!),
    today,
  );
  return { employees: inserted.length, employeeIdByRole };
}

/**
 * Something waiting for the demo manager from his team (not from the demo employee, whose own
 * weeks the demo and the e2e tests use): a leave request, last week's timesheet and overtime.
 */
async function seedManagerQueue(db: DbOrTx, [leaver, weekly, overtimer]: number[], today: string) {
  const [casual] = await db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(eq(leaveTypes.code, 'casual'));
  let start = addDays(today, 10);
  while ([0, 6].includes(new Date(`${start}T00:00:00Z`).getUTCDay())) start = addDays(start, 1);
  await db.insert(leaveRequests).values({
    employeeId: leaver!,
    leaveTypeId: casual!.id,
    startDate: start,
    endDate: start,
    days: 1,
    reason: 'Sister’s wedding in Nashik',
  });
  const lastWeek = addDays(mondayOf(today), -7);
  await db
    .delete(timesheetWeeks)
    .where(and(eq(timesheetWeeks.employeeId, weekly!), eq(timesheetWeeks.weekStart, lastWeek)));
  const [week] = await db
    .insert(timesheetWeeks)
    .values({
      employeeId: weekly!,
      weekStart: lastWeek,
      status: 'submitted',
      submittedAt: istInstant(addDays(lastWeek, 4), 18 * 60),
    })
    .returning({ id: timesheetWeeks.id });
  await db.insert(timesheetEntries).values(
    [0, 1, 2, 3, 4].map((k) => ({
      weekId: week!.id,
      date: addDays(lastWeek, k),
      project: 'Villa pool, Koregaon Park',
      task: k < 2 ? 'Excavation supervision' : 'Shuttering and steel',
      hours: 8,
    })),
  );
  await db.insert(overtimeRequests).values({
    employeeId: overtimer!,
    date: addDays(lastWeek, 3),
    hours: 2.5,
    reason: 'Pour had to finish before the rain',
  });
}

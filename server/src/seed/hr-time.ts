import { isWeekend, leaveDays } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import {
  addDays,
  attendance,
  holidayLists,
  holidays,
  istDate,
  istInstant,
  istMinutes,
  laterDate,
  leaveAllocations,
  leaveRequests,
  leaveTypes,
  mondayOf,
  overtimeRequests,
  profileChangeRequests,
  regularisations,
  staffRequests,
  timesheetEntries,
  timesheetWeeks,
} from '../people/hr';
import type { DbOrTx } from '../platform/db';
import { createRandom } from '../website/pictures';

const SEED = 20_260_512;
/** How far back the demo company's history goes. */
export const HISTORY_DAYS = 92;

export const LEAVE_TYPES = [
  { code: 'casual', name: 'Casual leave', yearlyDays: 12, carryForwardMax: 0, paid: true },
  { code: 'sick', name: 'Sick leave', yearlyDays: 10, carryForwardMax: 0, paid: true },
  { code: 'earned', name: 'Earned leave', yearlyDays: 15, carryForwardMax: 30, paid: true },
  { code: 'unpaid', name: 'Leave without pay', yearlyDays: 0, carryForwardMax: 0, paid: false },
] as const;

/** Holidays whose date moves each year (the company's published list). */
const MOVABLE: Record<number, [string, string][]> = {
  2025: [
    ['03-14', 'Holi'],
    ['04-18', 'Good Friday'],
    ['08-27', 'Ganesh Chaturthi'],
    ['10-21', 'Diwali'],
  ],
  2026: [
    ['03-04', 'Holi'],
    ['04-03', 'Good Friday'],
    ['09-14', 'Ganesh Chaturthi'],
    ['10-20', 'Dussehra'],
    ['11-10', 'Diwali'],
  ],
  2027: [
    ['03-22', 'Holi'],
    ['03-26', 'Good Friday'],
    ['09-03', 'Ganesh Chaturthi'],
    ['10-29', 'Diwali'],
  ],
};
const FIXED: [string, string][] = [
  ['01-26', 'Republic Day'],
  ['05-01', 'Maharashtra Day'],
  ['08-15', 'Independence Day'],
  ['10-02', 'Gandhi Jayanti'],
  ['12-25', 'Christmas'],
];

export function holidayList(year: number): { date: string; name: string }[] {
  return [...FIXED, ...(MOVABLE[year] ?? [])]
    .map(([md, name]) => ({ date: `${year}-${md}`, name }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

const PROJECTS = [
  'Villa pool, Alibaug',
  'Hotel Marine Crest infinity pool',
  'Lap pool, Koramangala',
  'Aqua Kingdom water park renovation',
  'Green Meadows society pool, Thane',
  'Olympic pool, Pune sports complex',
  'Rooftop pool, Banjara Hills',
  'Renolit relining, Juhu club',
];
const TASKS = [
  'Site survey and measurements',
  'Excavation supervision',
  'Filtration plant installation',
  'Design revisions with client',
  'Tiling and membrane inspection',
  'Water testing and commissioning',
  'Quotation follow-up meeting',
  'Drawings and 3D views',
  'Plumbing layout',
];
const REASONS = [
  'Family function',
  'Fever',
  'Travel to home town',
  'Personal work',
  'Medical appointment',
  'Wedding in the family',
];

interface Person {
  id: number;
  userId: number | null;
  department: string;
  dateOfJoining: string;
  status: string;
}

export interface HrTimeSeedResult {
  attendance: number;
  leaveRequests: number;
  timesheetEntries: number;
}

/**
 * Three months of the company's time: holidays, leave (approved, rejected, pending, someone away
 * today), attendance on every other working day (a few late, a few absent, two forgotten
 * check-outs with corrections waiting), weekly timesheets for the project teams, overtime, and
 * a few requests waiting for HR. Bulk inserts only.
 */
export async function seedHrTime(
  db: DbOrTx,
  people: Person[],
  hrUserId: number,
  now: number,
): Promise<HrTimeSeedResult> {
  const random = createRandom(SEED);
  const today = istDate(now);
  const year = Number(today.slice(0, 4));
  const start = addDays(today, -HISTORY_DAYS);

  const types = await db
    .insert(leaveTypes)
    .values([...LEAVE_TYPES])
    .returning({ id: leaveTypes.id, code: leaveTypes.code });
  const typeId = (code: string) => types.find((t) => t.code === code)!.id;
  const holidayRows = [year - 1, year, year + 1].flatMap(holidayList);
  // The migration made the default list, which every demo employee follows.
  const [list] = await db
    .select({ id: holidayLists.id })
    .from(holidayLists)
    .where(eq(holidayLists.isDefault, true));
  await db.insert(holidays).values(holidayRows.map((h) => ({ ...h, listId: list!.id })));
  const off = new Set(holidayRows.map((h) => h.date));
  const working = (d: string) => !isWeekend(d) && !off.has(d);

  await db.insert(leaveAllocations).values(
    people.map((p) => ({
      employeeId: p.id,
      leaveTypeId: typeId('earned'),
      year,
      allocated: 15,
      carried: random.int(0, 12),
    })),
  );

  // Leave: per person a few spans in distinct fortnights of the window.
  type LeaveInsert = typeof leaveRequests.$inferInsert;
  const leaves: LeaveInsert[] = [];
  const onLeave = new Map<number, Set<string>>();
  const current = people.filter((p) => p.status === 'active');
  for (const [i, p] of current.entries()) {
    const taken = new Set<string>();
    const spans = random.int(0, 3);
    for (let s = 0; s < spans; s++) {
      const from = addDays(start, s * 28 + random.int(0, 20));
      const length = random.int(1, 3);
      const end = addDays(from, length - 1);
      if (from < p.dateOfJoining || end >= today) continue;
      const code = random.pick(['casual', 'casual', 'sick', 'earned', 'unpaid']);
      const half = length === 1 && random.chance(0.2);
      const days = leaveDays(from, end, { startHalf: half }, off);
      if (days <= 0) continue;
      const status = random.chance(0.9) ? 'approved' : 'rejected';
      leaves.push({
        employeeId: p.id,
        leaveTypeId: typeId(code),
        startDate: from,
        endDate: end,
        startHalf: half,
        days,
        reason: random.pick(REASONS),
        status,
        decidedBy: hrUserId,
        decidedAt: new Date(istInstant(from, 0).getTime() - 3 * 86_400_000),
        decisionComment:
          status === 'rejected' ? 'Project handover that week; please pick other dates.' : null,
        createdAt: new Date(istInstant(from, 0).getTime() - 5 * 86_400_000),
      });
      if (status === 'approved' && !half) for (let d = from; d <= end; d = addDays(d, 1)) taken.add(d);
    }
    // Two people are away today; five ask for leave next month.
    if (i === 10 || i === 20) {
      const end = addDays(today, 1);
      leaves.push({
        employeeId: p.id,
        leaveTypeId: typeId(i === 10 ? 'sick' : 'casual'),
        startDate: today,
        endDate: end,
        days: leaveDays(today, end, {}, off),
        reason: random.pick(REASONS),
        status: 'approved',
        decidedBy: hrUserId,
        decidedAt: new Date(now - 2 * 86_400_000),
        createdAt: new Date(now - 3 * 86_400_000),
      });
      taken.add(today);
    }
    if (i % 9 === 4) {
      const from = addDays(today, 14 + i);
      const end = addDays(from, random.int(0, 2));
      const days = leaveDays(from, end, {}, off);
      if (days > 0)
        leaves.push({
          employeeId: p.id,
          leaveTypeId: typeId(random.pick(['casual', 'earned'])),
          startDate: from,
          endDate: end,
          days,
          reason: random.pick(REASONS),
          createdAt: new Date(now - random.int(1, 4) * 86_400_000),
        });
    }
    onLeave.set(p.id, taken);
  }
  await db.insert(leaveRequests).values(leaves.filter((l) => l.days! > 0));

  // Attendance: every working day until yesterday, and today for people already in (IST).
  type AttendanceInsert = typeof attendance.$inferInsert;
  const rows: AttendanceInsert[] = [];
  const nowMinutes = istMinutes(now);
  const missing: AttendanceInsert[] = [];
  for (const p of current) {
    const taken = onLeave.get(p.id)!;
    for (let d = laterDate(start, p.dateOfJoining); d <= today; d = addDays(d, 1)) {
      if (!working(d) || taken.has(d) || random.chance(0.04)) continue;
      const late = random.chance(0.1);
      const inAt = late ? random.int(9 * 60 + 46, 10 * 60 + 40) : random.int(9 * 60, 9 * 60 + 40);
      const outAt = random.int(17 * 60 + 30, 19 * 60 + 30);
      if (d === today) {
        // Demo accounts check in themselves; others only when that time has passed.
        if (p.userId !== null || inAt > nowMinutes) continue;
        rows.push({ employeeId: p.id, date: d, checkIn: istInstant(d, inAt) });
        continue;
      }
      const row = { employeeId: p.id, date: d, checkIn: istInstant(d, inAt), checkOut: istInstant(d, outAt) };
      if (missing.length < 2 && p.userId === null && d > addDays(today, -10) && random.chance(0.05)) {
        missing.push({ ...row, checkOut: null });
        continue;
      }
      rows.push(row);
    }
  }
  rows.push(...missing);
  for (let i = 0; i < rows.length; i += 2000) await db.insert(attendance).values(rows.slice(i, i + 2000));
  if (missing.length)
    await db.insert(regularisations).values(
      missing.map((m) => ({
        employeeId: m.employeeId,
        date: m.date,
        checkInMinutes: istMinutes(m.checkIn),
        checkOutMinutes: 18 * 60 + 30,
        reason: 'Forgot to check out after the site visit.',
      })),
    );

  // Timesheets: the project, design, sales and quotation teams, 12 weeks.
  const team = current.filter((p) => ['Projects', 'Design', 'Sales', 'Quotation'].includes(p.department));
  const thisWeek = mondayOf(today);
  const weeks: (typeof timesheetWeeks.$inferInsert)[] = [];
  const plans: { entries: Omit<typeof timesheetEntries.$inferInsert, 'weekId'>[] }[] = [];
  for (const p of team) {
    const projects = [random.pick(PROJECTS), random.pick(PROJECTS)];
    for (let w = 12; w >= 0; w--) {
      const weekStart = addDays(thisWeek, -7 * w);
      if (weekStart < p.dateOfJoining) continue;
      const entries: Omit<typeof timesheetEntries.$inferInsert, 'weekId'>[] = [];
      for (let k = 0; k < 5; k++) {
        const d = addDays(weekStart, k);
        if (d > today || !working(d) || onLeave.get(p.id)!.has(d)) continue;
        const split = random.chance(0.4);
        entries.push({ date: d, project: projects[0]!, task: random.pick(TASKS), hours: split ? 5 : 8.5 });
        if (split) entries.push({ date: d, project: projects[1]!, task: random.pick(TASKS), hours: 3.5 });
      }
      if (!entries.length) continue;
      const status = w === 0 ? 'draft' : w === 1 ? (random.chance(0.6) ? 'submitted' : 'draft') : 'approved';
      const submitted = status === 'draft' ? null : istInstant(addDays(weekStart, 4), 18 * 60);
      weeks.push({
        employeeId: p.id,
        weekStart,
        status,
        submittedAt: submitted,
        decidedBy: status === 'approved' ? hrUserId : null,
        decidedAt: status === 'approved' ? istInstant(addDays(weekStart, 7), 11 * 60) : null,
      });
      plans.push({ entries });
    }
  }
  const weekIds = await db.insert(timesheetWeeks).values(weeks).returning({ id: timesheetWeeks.id });
  const entries = plans.flatMap((plan, i) => plan.entries.map((e) => ({ ...e, weekId: weekIds[i]!.id })));
  for (let i = 0; i < entries.length; i += 2000)
    await db.insert(timesheetEntries).values(entries.slice(i, i + 2000));

  // Overtime: site teams, mostly approved; three waiting.
  const overtime = team.slice(0, 12).map((p, i) => {
    let date = addDays(today, -random.int(3, 80));
    while (!working(date)) date = addDays(date, -1);
    const pending = i >= 9;
    return {
      employeeId: p.id,
      date,
      hours: random.pick([1.5, 2, 2.5, 3, 4]),
      reason: random.pick([
        'Pour had to finish before the rain',
        'Commissioning ran late',
        'Client walkthrough after hours',
      ]),
      status: pending ? 'pending' : 'approved',
      decidedBy: pending ? null : hrUserId,
      decidedAt: pending ? null : istInstant(addDays(date, 1), 12 * 60),
    };
  });
  await db.insert(overtimeRequests).values(overtime);

  const somebody = current[15]!;
  await db.insert(profileChangeRequests).values({
    employeeId: somebody.id,
    changes: { bankAccount: '50100234567812', ifsc: 'HDFC0000240' },
    note: 'Salary account moved to my new branch.',
  });
  await db.insert(staffRequests).values([
    {
      kind: 'account',
      fullName: 'Rohit Kulkarni',
      email: 'rohit.kulkarni@managewell.in',
      team: 'sales',
      message: 'Joined the Pune sales team on Monday.',
      createdAt: new Date(now - 26 * 3_600_000),
    },
  ]);
  return { attendance: rows.length, leaveRequests: leaves.length, timesheetEntries: entries.length };
}

import { asc } from 'drizzle-orm';
import { appraisalCycles, appraisals, goalProgressUpdates, goals } from '../people/goals';
import { employees } from '../people/hr';
import { todayInIndia } from '../people/resignation';
import type { DbOrTx } from '../platform/db';
import type { Random } from '../website/pictures';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The half-year (Apr–Sep or Oct–Mar) holding `day`, `back` half-years earlier. */
export function halfYear(day: string, back = 0) {
  let year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  let startMonth = month >= 4 && month <= 9 ? 4 : 10;
  if (month < 4) year -= 1;
  for (let i = 0; i < back; i++) {
    if (startMonth === 10) startMonth = 4;
    else {
      startMonth = 10;
      year -= 1;
    }
  }
  const endYear = startMonth === 10 ? year + 1 : year;
  const endMonth = startMonth === 10 ? 3 : 9;
  const endDay = endMonth === 3 ? 31 : 30;
  return {
    name: `${MONTHS[startMonth - 1]} ${year}–${MONTHS[endMonth - 1]} ${endYear}`,
    startDate: `${year}-${String(startMonth).padStart(2, '0')}-01`,
    endDate: `${endYear}-${String(endMonth).padStart(2, '0')}-${endDay}`,
  };
}

/** Goal templates by department (title, description); weights are dealt per person. */
const GOALS: Record<string, [string, string][]> = {
  Sales: [
    ['Close pool orders worth ₹1.5 crore', 'Signed orders in the half-year, from verified leads.'],
    ['Raise lead-to-quotation rate to 35 %', 'Measured monthly from the sales pipeline.'],
    ['Follow up every quotation within 48 hours', 'Checked in the lead history.'],
  ],
  Projects: [
    ['Hand over 12 pools on time', 'Handover dates against the agreed schedule.'],
    ['Cut site rework below 5 %', 'Rework hours as a share of site hours.'],
    ['Zero safety incidents on site', 'Reported incidents, toolbox talk every week.'],
  ],
  Accounts: [
    ['Close the books by the 5th of each month', 'Month-end close dates.'],
    ['Collect receivables older than 60 days', 'Ageing report at each month end.'],
    ['File GST returns without late fees', 'GSTR-1 and GSTR-3B on time.'],
  ],
};
const COMMON: [string, string][] = [
  ['Complete two training courses', 'Product or safety courses, certificates shared with HR.'],
  ['Improve customer feedback score to 4.5', 'Average of post-visit ratings.'],
  ['Document the team’s standard procedures', 'Reviewed and shared on the drive.'],
];
const SPLITS = [
  [50, 30, 20],
  [40, 40, 20],
  [60, 25, 15],
  [35, 35, 30],
];
const NOTES = [
  'On track',
  'Slower this month: two sites delayed by rain',
  'Ahead of plan',
  'Picked up after training',
];

/**
 * Goals for the demo employees: last half-year's cycle closed and rated, the current one open with
 * sheets in every state (the `employee` demo account's is a draft at 70 %, so it can be completed).
 * A handful of multi-row inserts; nothing when there are no employees.
 */
export async function seedGoals(
  tx: DbOrTx,
  random: Random,
  now: number,
  ids: { hr: number; employee: number },
): Promise<number> {
  const staff = (await tx.select().from(employees).orderBy(asc(employees.code))).filter(
    (e) => e.status === 'active' || e.status === 'notice',
  );
  if (staff.length === 0) return 0;
  const today = todayInIndia(new Date(now));
  const [previous, current] = await tx
    .insert(appraisalCycles)
    .values([
      { ...halfYear(today, 1), status: 'closed', createdBy: ids.hr },
      { ...halfYear(today), status: 'open', createdBy: ids.hr },
    ])
    .returning();
  const people = staff.slice(0, 36);
  // Last cycle: everyone who had joined by then, rated. This cycle: most people, in every state.
  const sheets = [
    ...people
      .filter((e) => e.dateOfJoining < previous!.startDate)
      .map((e) => ({ e, cycle: previous!, status: 'rated' as const })),
    ...people.flatMap((e, i) => {
      if (e.userId === ids.employee) return [{ e, cycle: current!, status: 'draft' as const }];
      if (i % 9 === 8) return [];
      const status =
        i % 4 === 0 ? ('draft' as const) : i % 5 === 0 ? ('rated' as const) : ('submitted' as const);
      return [{ e, cycle: current!, status }];
    }),
  ];
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);
  const sheetRows = await tx
    .insert(appraisals)
    .values(
      sheets.map((s) => ({
        cycleId: s.cycle.id,
        employeeId: s.e.id,
        status: s.status,
        submittedAt: s.status === 'draft' ? null : at(s.cycle === previous ? 200 : 30),
      })),
    )
    .returning({ id: appraisals.id });
  const goalValues = sheets.flatMap((s, i) => {
    const templates = [...(GOALS[s.e.department] ?? []), ...COMMON].slice(0, 3);
    const demoDraft = s.e.userId === ids.employee && s.cycle === current;
    const weights = demoDraft ? [40, 30] : random.pick(SPLITS);
    return weights.map((weight, k) => {
      const progress =
        s.status === 'draft' ? 0 : s.status === 'rated' ? random.int(70, 100) : random.int(2, 13) * 5;
      const self = s.status === 'rated' || (s.status === 'submitted' && random.chance(0.4));
      return {
        appraisalId: sheetRows[i]!.id,
        title: templates[k]![0],
        description: templates[k]![1],
        weight,
        dueDate: s.cycle.endDate,
        progress,
        selfRating: self ? random.int(3, 5) : null,
        selfComment: self ? random.pick(NOTES) : null,
        rating: s.status === 'rated' ? random.int(2, 5) : null,
        ratingComment: s.status === 'rated' ? 'Discussed in the review meeting.' : null,
        ratedBy: s.status === 'rated' ? ids.hr : null,
        ratedAt: s.status === 'rated' ? at(s.cycle === previous ? 60 : 3) : null,
        version: progress > 0 ? 2 : 1,
      };
    });
  });
  const goalRows = await tx
    .insert(goals)
    .values(goalValues)
    .returning({ id: goals.id, progress: goals.progress });
  const userOf = new Map(sheetRows.map((r, k) => [r.id, sheets[k]!.e.userId]));
  const updates = goalRows.flatMap((g, i) => {
    if (g.progress === 0) return [];
    const userId = userOf.get(goalValues[i]!.appraisalId) ?? null;
    const half = Math.round(g.progress / 10) * 5;
    return [
      ...(half > 0 && half < g.progress
        ? [{ goalId: g.id, percent: half, note: random.pick(NOTES), at: at(20), byUser: userId }]
        : []),
      { goalId: g.id, percent: g.progress, note: random.pick(NOTES), at: at(4), byUser: userId },
    ];
  });
  if (updates.length) await tx.insert(goalProgressUpdates).values(updates);
  return goalRows.length;
}

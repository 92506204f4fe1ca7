import { EXIT_CHECKLIST, type PolicyKind } from '@managewell/api/contract';
import { asc, eq } from 'drizzle-orm';
import { policyAcknowledgements, policyHash, policyVersions } from '../people/compliance';
import { employees } from '../people/hr';
import { payrollRuns, payslips, payslipsFor, salaryStructures } from '../people/payroll';
import { addCalendarDays, expectedLastDay, resignations, todayInIndia } from '../people/resignation';
import { suggestions } from '../people/suggestions';
import type { DbOrTx } from '../platform/db';
import type { Random } from '../website/pictures';

const rs = (rupees: number) => rupees * 100;

/** Monthly basic (₹) by designation words; the rest of the structure follows from it. */
function basicFor(designation: string, random: Random): number {
  const d = designation.toLowerCase();
  const base = /head|manager|lead/.test(d) ? 45_000 : /senior|engineer|accountant/.test(d) ? 24_000 : 11_000;
  return Math.round((base * (0.85 + random.next() * 0.4)) / 100) * 100;
}

const NDA_V1 =
  'I will keep confidential all information about the company’s customers, leads, prices, pool designs, suppliers and staff that I learn at work, during my employment and after it ends. I will not copy, share or use it for anyone but the company.';
const NDA_V2 = `${NDA_V1} This includes photographs and drawings of customers’ sites, and anything shared in WhatsApp groups or on personal devices; I will delete such material when I leave.`;
const COI_V1 =
  'I will tell HR about any interest that could conflict with my work: a business or relative who supplies, competes with or buys from the company, paid work outside the company, or gifts above ₹2,000 from customers or suppliers.';

const SUGGESTIONS = [
  [
    'Shade net over the yard',
    'The material yard gets very hot after noon; a shade net would help the loading team.',
    'workplace',
    false,
    'implemented',
    'Installed on the 12th. Thank you!',
  ],
  [
    'Share site photos in one album',
    'Site photos are scattered across phones; one shared album per project would save time for quotations.',
    'process',
    false,
    'accepted',
    'Good idea: IT will set up albums per project next month.',
  ],
  [
    'Water testing kit in every van',
    'Service technicians borrow the one kit; each van should carry its own.',
    'safety',
    true,
    'under-review',
    'Pricing the kits with our supplier.',
  ],
  [
    'Follow-up call after handover',
    'Call each customer a week after handover to catch small issues early.',
    'customers',
    false,
    'new',
    null,
  ],
  [
    'Canteen timings',
    'Lunch could start at 12:30 for field staff who leave early.',
    'workplace',
    true,
    'new',
    null,
  ],
] as const;

/**
 * Payroll, compliance, suggestions and a resignation for the demo employees (seeded just before by
 * the HR seed): salary structures for all, last month's payroll locked, two NDA versions and one
 * conflict-of-interest version with most people acknowledged, five suggestions, one open resignation.
 * Bulk inserts only; nothing when there are no employees.
 */
export async function seedHrMore(tx: DbOrTx, random: Random, now: number, hrUserId: number): Promise<number> {
  const staff = await tx.select().from(employees).orderBy(asc(employees.code));
  if (staff.length === 0) return 0;
  const today = todayInIndia(new Date(now));
  const lastMonthDate = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  lastMonthDate.setUTCMonth(lastMonthDate.getUTCMonth() - 1);
  const lastMonth = lastMonthDate.toISOString().slice(0, 7);
  const at = (daysAgo: number) => new Date(now - daysAgo * 86_400_000);

  // Salary structures: basic, 40 % HRA, the rest special; some below the ESI limit.
  const structures = await tx
    .insert(salaryStructures)
    .values(
      staff.map((e) => {
        const basic = basicFor(e.designation, random);
        return {
          employeeId: e.id,
          basic: rs(basic),
          hra: rs(Math.round(basic * 0.4)),
          special: rs(Math.round((basic * 0.3) / 100) * 100),
          other: rs(basic > 20_000 ? 1_600 : 0),
          effectiveFrom: e.dateOfJoining > '2026-04-01' ? e.dateOfJoining : '2026-04-01',
          updatedBy: hrUserId,
        };
      }),
    )
    .returning();

  // Last month, locked.
  const paid = staff.flatMap((e, i) =>
    ['active', 'notice'].includes(e.status) && e.dateOfJoining <= `${lastMonth}-28`
      ? [{ employee: e, structure: structures[i]! }]
      : [],
  );
  const inputs = new Map(
    paid.map(({ employee }) => [
      employee.id,
      {
        lopDays: random.chance(0.1) ? random.int(1, 3) : 0,
        overtimeHours: random.chance(0.2) ? random.int(2, 10) : 0,
      },
    ]),
  );
  const [run] = await tx
    .insert(payrollRuns)
    .values({ month: lastMonth, computedBy: hrUserId, computedAt: at(3) })
    .returning({ id: payrollRuns.id });
  const slips = payslipsFor(paid, lastMonth, run!.id, inputs);
  if (slips.length) await tx.insert(payslips).values(slips);
  const sum = (pick: (s: (typeof slips)[number]) => number) => slips.reduce((t, s) => t + pick(s), 0);
  await tx
    .update(payrollRuns)
    .set({
      status: 'locked',
      lockedAt: at(2),
      lockedBy: hrUserId,
      employeeCount: slips.length,
      grossTotal: sum((s) => s.grossEarned),
      deductionsTotal: sum((s) => s.totalDeductions),
      netTotal: sum((s) => s.netPay),
      employerTotal: sum((s) => s.figures.employer.eps + s.figures.employer.epf + s.figures.employer.esi),
    })
    .where(eq(payrollRuns.id, run!.id));

  // NDA v1 (everyone acknowledged), v2 (most), conflict of interest v1 (about half).
  const versions: { kind: PolicyKind; version: number; title: string; body: string; daysAgo: number }[] = [
    { kind: 'nda', version: 1, title: 'Non-disclosure agreement', body: NDA_V1, daysAgo: 300 },
    { kind: 'nda', version: 2, title: 'Non-disclosure agreement (2026)', body: NDA_V2, daysAgo: 20 },
    {
      kind: 'conflict-of-interest',
      version: 1,
      title: 'Conflict of interest policy',
      body: COI_V1,
      daysAgo: 40,
    },
  ];
  const published = await tx
    .insert(policyVersions)
    .values(
      versions.map((v) => ({
        kind: v.kind,
        version: v.version,
        title: v.title,
        body: v.body,
        contentHash: policyHash(v.title, v.body),
        publishedBy: hrUserId,
        publishedAt: at(v.daysAgo),
      })),
    )
    .returning();
  // The demo accounts' own employees are left to acknowledge the current versions themselves.
  const acks = published.flatMap((p, vi) =>
    staff.flatMap((e) => {
      const share = vi === 0 ? 1 : vi === 1 ? 0.6 : 0.5;
      if (e.userId !== null && vi > 0) return [];
      if (!random.chance(share)) return [];
      return [
        {
          policyVersionId: p.id,
          employeeId: e.id,
          typedName: e.fullName,
          ip: '10.0.0.12',
          userAgent: 'Mozilla/5.0 (demo)',
          contentHash: p.contentHash,
          declaration: p.kind === 'conflict-of-interest' ? { kind: 'none' as const } : null,
          acknowledgedAt: at(Math.max(1, versions[vi]!.daysAgo - random.int(0, 10))),
        },
      ];
    }),
  );
  if (acks.length) await tx.insert(policyAcknowledgements).values(acks);

  // Suggestions: anonymous ones have no author.
  const authors = staff.filter((e) => e.userId === null);
  await tx.insert(suggestions).values(
    SUGGESTIONS.map(([title, body, category, anonymous, status, answer], i) => ({
      authorEmployeeId: anonymous ? null : (authors[(i * 7) % authors.length]?.id ?? null),
      anonymous,
      title,
      body,
      category,
      status,
      answer,
      answeredBy: answer ? hrUserId : null,
      answeredAt: answer ? at(5 - i) : null,
      createdAt: at(30 - i * 5),
    })),
  );

  // One open resignation, from an employee without a demo account.
  const leaver = authors.find((e) => e.status === 'active');
  if (leaver) {
    const submitted = addCalendarDays(today, -4);
    await tx.insert(resignations).values({
      employeeId: leaver.id,
      reason: 'Moving back to my home town to look after my parents.',
      proposedLastDay: addCalendarDays(submitted, 21),
      noticeDays: leaver.noticeDays,
      expectedLastDay: expectedLastDay(submitted, leaver.noticeDays),
      checklist: Object.fromEntries(EXIT_CHECKLIST.map((item) => [item, false])) as Record<
        (typeof EXIT_CHECKLIST)[number],
        boolean
      >,
      submittedAt: at(4),
    });
  }
  return slips.length;
}

import {
  CHECKLIST_TEMPLATE,
  type INDIAN_STATES,
  POOL_ACCESSORIES,
  POOL_FILTRATIONS,
  POOL_FINISHES,
  POOL_HEATINGS,
  POOL_LIGHTINGS,
  POOL_PROJECT_TYPES,
  POOL_SHAPES,
  type SalesStage,
} from '@managewell/api/contract';
import { leadHistory } from '../pipeline/leads';
import { checklistItems, leadCalls, leadRequirements, leadSales } from '../pipeline/sales';
import type { DbOrTx } from '../platform/db';
import type { Random } from '../website/pictures';

/**
 * The stages the demo's verified leads are spread over, in lead-id order (repeating): every stage
 * appears, the calling stages most. Other areas pick demo leads by stage, never by id.
 */
export const DEMO_STAGE_PATTERN: readonly SalesStage[] = [
  'to_call',
  'requirements_captured',
  'call_back',
  'costing_requested',
  'interested',
  'costed',
  'to_call',
  'design',
  'unreachable',
  'extra_payments',
  'call_back',
  'terms',
  'to_call',
  'final_sent',
  'not_interested',
  'accepted',
  'checklist',
  'interested',
  'declined',
  'to_call',
  'expired',
  'done',
  'call_back',
  'checklist',
  'costing_requested',
  'to_call',
  'requirements_captured',
  'final_sent',
  'costed',
  'accepted',
];

const CALLING: readonly SalesStage[] = [
  'to_call',
  'interested',
  'call_back',
  'unreachable',
  'not_interested',
];
const AFTER_ACCEPTANCE: readonly SalesStage[] = ['accepted', 'checklist', 'done'];

const SITES = [
  ['Plot 14, Lake View Layout, Whitefield, Bengaluru', 'Karnataka'],
  ['22 Koregaon Park Lane 5, Pune', 'Maharashtra'],
  ['Villa 7, Palm Meadows, Gachibowli, Hyderabad', 'Telangana'],
  ['48 ECR Road, Injambakkam, Chennai', 'Tamil Nadu'],
  ['Farmhouse 3, Chattarpur, New Delhi', 'Delhi'],
  ['Sea Breeze Resort, Candolim, Goa', 'Goa'],
  ['18 Satellite Road, Ahmedabad', 'Gujarat'],
  ['Kumarakom Lake Road, Kottayam', 'Kerala'],
] as const satisfies readonly (readonly [string, (typeof INDIAN_STATES)[number]])[];

const DAY = 86_400_000;

const IST_OFFSET = 5.5 * 3_600_000;

/** `hour`:00 or :30 in Asia/Kolkata on the day `days` after today there (India keeps no summer time). */
function workingHourIst(now: number, days: number, hour: number, half = false): Date {
  const today = new Date(now + IST_OFFSET);
  const local = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() + days,
    hour,
    half ? 30 : 0,
  );
  return new Date(local - IST_OFFSET);
}

/**
 * A follow-up later today within working hours (10:00–18:30 IST), so the demo's "due today" list is
 * believable at any hour; after 18:00 there is none left today, so it is tomorrow morning.
 */
export function laterTodayIst(now: number, random: Random): Date {
  const hourNow = new Date(now + IST_OFFSET).getUTCHours();
  if (hourNow >= 18) return workingHourIst(now, 1, random.int(10, 12), random.int(0, 1) === 1);
  return workingHourIst(now, 0, random.int(Math.max(10, hourNow + 1), 18), random.int(0, 1) === 1);
}

export interface SalesSeedInput {
  /** The verified demo leads, in id order. */
  verified: { id: number; createdAt: Date }[];
  salesUserId: number;
  now: number;
}

/** Demo data of the sales flow (inside the staff seed's transaction): a few multi-row inserts. */
export async function seedSales(
  tx: DbOrTx,
  random: Random,
  input: SalesSeedInput,
): Promise<{ leads: number }> {
  const { verified, salesUserId: owner, now } = input;
  if (verified.length === 0) return { leads: 0 };
  const salesRows: (typeof leadSales.$inferInsert)[] = [];
  const calls: (typeof leadCalls.$inferInsert)[] = [];
  const requirements: (typeof leadRequirements.$inferInsert)[] = [];
  const checklist: (typeof checklistItems.$inferInsert)[] = [];
  const history: (typeof leadHistory.$inferInsert)[] = [];

  verified.forEach((lead, i) => {
    const stage = DEMO_STAGE_PATTERN[i % DEMO_STAGE_PATTERN.length]!;
    const start = Math.max(lead.createdAt.getTime() + DAY / 4, now - 80 * DAY);
    const changedAt = new Date(Math.min(now - DAY / 24, start + random.int(1, 20) * DAY));
    // Follow-ups: some overdue, some today, some later; none once the quotation is out of sales' hands.
    let nextFollowUpAt: Date | null = null;
    if (['to_call', 'interested', 'call_back', 'unreachable', 'final_sent'].includes(stage)) {
      const roll = random.int(0, 3);
      if (roll === 0) nextFollowUpAt = workingHourIst(now, -random.int(1, 3), random.int(10, 18));
      else if (roll === 1) nextFollowUpAt = laterTodayIst(now, random);
      else if (roll === 2) nextFollowUpAt = workingHourIst(now, random.int(1, 6), random.int(10, 18));
    }
    salesRows.push({
      leadId: lead.id,
      stage,
      ownerId: stage === 'to_call' && i % 2 === 0 ? null : owner,
      version: stage === 'to_call' ? 1 : 3,
      nextFollowUpAt,
      // Past follow-ups of the demo count as already reminded (no burst of reminders on first start).
      followUpRemindedAt: nextFollowUpAt && nextFollowUpAt.getTime() <= now ? new Date(now) : null,
      stageChangedAt: changedAt,
      createdAt: new Date(start),
    });
    if (stage !== 'to_call') {
      const outcome =
        stage === 'not_interested' || stage === 'call_back' || stage === 'unreachable' ? stage : 'interested';
      calls.push({
        leadId: lead.id,
        at: new Date(changedAt.getTime() - DAY / 2),
        actorId: owner,
        outcome,
        note:
          outcome === 'interested'
            ? 'Wants a pool at the new house; asked for a site visit.'
            : outcome === 'call_back'
              ? 'Busy in a meeting, asked to call back.'
              : outcome === 'unreachable'
                ? 'Phone switched off.'
                : 'Postponed the project for now.',
        nextFollowUpAt: outcome === 'call_back' ? nextFollowUpAt : null,
      });
      history.push({
        leadId: lead.id,
        at: changedAt,
        action: 'stage_changed',
        actorId: owner,
        changes: { stage: { from: 'to_call', to: stage } },
        reason: null,
      });
    }
    if (!CALLING.includes(stage)) {
      const [siteAddress, siteState] = random.pick(SITES);
      const length = random.pick([8, 10, 12, 12.5, 15, 18, 25]);
      const shallow = random.pick([0.9, 1, 1.2]);
      requirements.push({
        leadId: lead.id,
        projectType: random.pick(POOL_PROJECT_TYPES),
        siteAddress,
        siteState,
        lengthM: length,
        widthM: random.pick([4, 5, 6, 8]),
        shallowDepthM: shallow,
        deepDepthM: shallow + random.pick([0.6, 0.8, 1.2]),
        shape: random.chance(0.7) ? 'rectangular' : random.pick(POOL_SHAPES),
        finish: random.pick(POOL_FINISHES.slice(0, 4)),
        filtration: random.pick(POOL_FILTRATIONS),
        heating: random.pick(POOL_HEATINGS),
        lighting: random.pick(POOL_LIGHTINGS.slice(1)),
        accessories: POOL_ACCESSORIES.filter(() => random.chance(0.3)),
        budgetMinPaise: random.int(8, 20) * 1_00_000_00,
        budgetMaxPaise: random.int(21, 45) * 1_00_000_00,
        notes: random.chance(0.5) ? 'Customer prefers a deck on the garden side.' : null,
        version: 1,
        updatedBy: owner,
        createdAt: changedAt,
        updatedAt: changedAt,
      });
    }
    if (AFTER_ACCEPTANCE.includes(stage)) {
      const doneCount =
        stage === 'done' ? CHECKLIST_TEMPLATE.length : stage === 'checklist' ? random.int(3, 8) : 0;
      CHECKLIST_TEMPLATE.forEach((item, position) => {
        const done = position < doneCount;
        const doneOn = new Date(changedAt.getTime() - (CHECKLIST_TEMPLATE.length - position) * DAY);
        checklist.push({
          leadId: lead.id,
          key: item.key,
          position,
          done,
          doneOn: done ? doneOn.toISOString().slice(0, 10) : null,
          doneBy: done ? owner : null,
          note: done && position % 3 === 0 ? 'Checked on site with the customer.' : null,
        });
      });
    }
  });

  await tx.insert(leadSales).values(salesRows);
  if (calls.length > 0) await tx.insert(leadCalls).values(calls);
  if (requirements.length > 0) await tx.insert(leadRequirements).values(requirements);
  if (checklist.length > 0) await tx.insert(checklistItems).values(checklist);
  if (history.length > 0) await tx.insert(leadHistory).values(history);
  return { leads: salesRows.length };
}

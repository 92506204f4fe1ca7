import {
  type assignOwnerRequest,
  kolkataToIso,
  type LeadRequirement,
  type LeadSalesState,
  type leadRequirementInput,
  type logCallRequest,
  type Page,
  type PersonRef,
  poolMetrics,
  type SalesCall,
  type SalesLeadDetail,
  type SalesLeadSummary,
  type SalesStage,
  STAGE_QUEUES,
  type salesLeadListQuery,
} from '@managewell/api/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Pool } from 'pg';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../platform/db';
import { allOn, users } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { createNotification } from '../../workplace/notifications';
import {
  diffFields,
  escapeLike,
  getLead,
  leadHistory,
  leadHistoryOf,
  leadName,
  leads,
  searchPattern,
} from '../leads';
import { listSalesFiles } from './files';
import { checklistItems, leadCalls, leadRequirements, leadSales } from './schema';
import { changeLeadStage, type LeadSalesRow, lockLeadSales, staleSalesVersion } from './stages';

export interface Actor {
  id: number;
  username: string;
}

type ListInput = z.output<typeof salesLeadListQuery>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The columns each sort orders by before the id; a name sorts by the full name. */
const SORT_SQL: Record<ListInput['sort'], readonly string[]> = {
  next_follow_up: ['s.next_follow_up_at'],
  stage_changed_at: ['s.stage_changed_at'],
  first_name: ['l.first_name', 'l.last_name'],
  city: ['l.city'],
};

/** The summary columns of a sales lead, shaped by PostgreSQL (one JSON value per row). */
export const SUMMARY_JSON = `json_build_object(
  'id', l.id, 'first_name', l.first_name, 'last_name', l.last_name, 'mobile', l.mobile,
  'mobile_code', l.mobile_code, 'email', l.email, 'city', l.city, 'interests', l.interests,
  'stage', s.stage,
  'stage_changed_at', to_char(s.stage_changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'next_follow_up_at', to_char(s.next_follow_up_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'owner', case when u.id is null then null else json_build_object('id', u.id, 'username', u.username) end,
  'version', s.version)`;

/** Start of today and of tomorrow in India, as SQL expressions. */
export const KOLKATA_TODAY = `(date_trunc('day', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata')`;
export const KOLKATA_TOMORROW = `(${KOLKATA_TODAY} + interval '1 day')`;

/** A stage's work queue: server-side filters, search, sort and paging (values always bound). */
export async function listSalesLeads(
  pool: Pool,
  input: ListInput,
  userId: number,
): Promise<Page<SalesLeadSummary>> {
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where: string[] = [];
  const stages: readonly SalesStage[] = input.stage ? [input.stage] : STAGE_QUEUES[input.queue];
  where.push(`s.stage = any(${bind(stages)}::text[])`);
  const pattern = input.q ? searchPattern(input.q) : null;
  if (pattern) where.push(`l.search_text like ${bind(`%${escapeLike(pattern)}%`)}`);
  if (input.due === 'today')
    where.push(`s.next_follow_up_at >= ${KOLKATA_TODAY} and s.next_follow_up_at < ${KOLKATA_TOMORROW}`);
  if (input.due === 'overdue') where.push('s.next_follow_up_at < now()');
  // New leads reach sales without an owner: they stay in everyone's own view until someone takes them.
  if (input.mine === '1') where.push(`(s.owner_id = ${bind(userId)} or s.owner_id is null)`);
  if (input.from) where.push(`s.stage_changed_at >= (${bind(input.from)}::date at time zone 'Asia/Kolkata')`);
  if (input.to)
    where.push(`s.stage_changed_at < ((${bind(input.to)}::date + 1) at time zone 'Asia/Kolkata')`);
  const filters = where.join(' and ');
  const filterValues = [...values];
  const order = input.order === 'asc' ? 'asc nulls last' : 'desc nulls last';
  const offset = (input.page - 1) * input.pageSize;
  const result = await pool.query<{ item: SalesLeadSummary; total: string }>(
    `select ${SUMMARY_JSON} as item, count(*) over () as total
     from lead_sales s join leads l on l.id = s.lead_id left join users u on u.id = s.owner_id
     where ${filters}
     order by ${SORT_SQL[input.sort].map((column) => `${column} ${order}`).join(', ')}, l.id ${input.order}
     limit ${bind(input.pageSize)} offset ${bind(offset)}`,
    values,
  );
  let total = result.rows.length > 0 ? Number(result.rows[0]!.total) : 0;
  if (result.rows.length === 0 && offset > 0) {
    // Past the last page: still say how many there are.
    const counted = await pool.query<{ total: string }>(
      `select count(*) as total from lead_sales s join leads l on l.id = s.lead_id where ${filters}`,
      filterValues,
    );
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { items: result.rows.map((r) => r.item), total, page: input.page, pageSize: input.pageSize };
}

export function toSalesState(row: LeadSalesRow, owner: LeadSalesState['owner']): LeadSalesState {
  return {
    stage: row.stage as SalesStage,
    owner,
    next_follow_up_at: iso(row.nextFollowUpAt),
    stage_changed_at: row.stageChangedAt.toISOString(),
    version: row.version,
  };
}

async function userRef(db: DbOrTx, id: number | null) {
  if (id === null) return null;
  const [u] = await db
    .select({ id: users.id, username: users.username, name: users.fullName })
    .from(users)
    .where(eq(users.id, id));
  return u ?? null;
}

async function salesRowOf(db: DbOrTx, leadId: number): Promise<LeadSalesRow> {
  const [row] = await db.select().from(leadSales).where(eq(leadSales.leadId, leadId));
  if (!row) throw notFound('There is no such lead in sales.');
  return row;
}

export async function callsOf(db: DbOrTx, leadId: number): Promise<SalesCall[]> {
  const rows = await db
    .select({ call: leadCalls, username: users.username })
    .from(leadCalls)
    .leftJoin(users, eq(users.id, leadCalls.actorId))
    .where(eq(leadCalls.leadId, leadId))
    .orderBy(desc(leadCalls.at), desc(leadCalls.id));
  return rows.map(({ call, username }) => ({
    id: call.id,
    at: call.at.toISOString(),
    actor: call.actorId !== null && username ? { id: call.actorId, username } : null,
    outcome: call.outcome as SalesCall['outcome'],
    note: call.note,
    next_follow_up_at: iso(call.nextFollowUpAt),
  }));
}

type RequirementRow = typeof leadRequirements.$inferSelect;

export function toRequirement(
  row: RequirementRow,
  updatedBy: { id: number; username: string } | null,
): LeadRequirement {
  const dims = {
    length_m: row.lengthM,
    width_m: row.widthM,
    shallow_depth_m: row.shallowDepthM,
    deep_depth_m: row.deepDepthM,
    shape: row.shape as LeadRequirement['shape'],
  };
  return {
    lead_id: row.leadId,
    project_type: row.projectType as LeadRequirement['project_type'],
    site_address: row.siteAddress,
    site_state: row.siteState as LeadRequirement['site_state'],
    ...dims,
    finish: row.finish as LeadRequirement['finish'],
    filtration: row.filtration as LeadRequirement['filtration'],
    heating: row.heating as LeadRequirement['heating'],
    lighting: row.lighting as LeadRequirement['lighting'],
    accessories: row.accessories as LeadRequirement['accessories'],
    budget_min_paise: row.budgetMinPaise,
    budget_max_paise: row.budgetMaxPaise,
    notes: row.notes,
    metrics: poolMetrics(dims),
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
    updated_by: updatedBy,
  };
}

/** The state of the lead's pool site, or null before sales records it. */
export async function siteStateOf(db: DbOrTx, leadId: number): Promise<string | null> {
  const [row] = await db
    .select({ state: leadRequirements.siteState })
    .from(leadRequirements)
    .where(eq(leadRequirements.leadId, leadId));
  return row?.state ?? null;
}

/** The lead's current requirement, or null before it is captured (for the quotation side too). */
export async function getRequirement(db: DbOrTx, leadId: number): Promise<LeadRequirement | null> {
  const [row] = await db.select().from(leadRequirements).where(eq(leadRequirements.leadId, leadId));
  if (!row) return null;
  return toRequirement(row, await userRef(db, row.updatedBy));
}

/** A lead as the sales pages show it: the lead, its stage, calls, requirement, files and history. */
export async function salesLeadDetail(db: DbOrTx, leadId: number): Promise<SalesLeadDetail> {
  const lead = await getLead(db, leadId, 'verified');
  const row = await salesRowOf(db, leadId);
  const [owner, calls, requirement, files, history] = await allOn(db, [
    () => userRef(db, row.ownerId),
    () => callsOf(db, leadId),
    () => getRequirement(db, leadId),
    () => listSalesFiles(db, leadId),
    () => leadHistoryOf(db, leadId),
  ]);
  return { lead, sales: toSalesState(row, owner), calls, requirement, files, history };
}

/**
 * Logs a call: the outcome moves the stage (along the allowed moves), the next follow-up is set
 * (Asia/Kolkata wall clock → instant) and its reminder re-armed; the caller becomes the owner when
 * the lead has none.
 */
export async function logCall(db: Db, leadId: number, input: z.output<typeof logCallRequest>, actor: Actor) {
  return db.transaction(async (tx) => {
    const current = await lockLeadSales(tx, leadId, input.version);
    const next = input.next_follow_up ? new Date(kolkataToIso(input.next_follow_up)) : null;
    await changeLeadStage(tx, {
      leadId,
      to: input.outcome,
      actor,
      ...(input.note ? { note: input.note } : {}),
      expectedVersion: input.version,
      set: { nextFollowUpAt: next, followUpRemindedAt: null, ownerId: current.ownerId ?? actor.id },
    });
    await tx.insert(leadCalls).values({
      leadId,
      actorId: actor.id,
      outcome: input.outcome,
      note: input.note ?? null,
      nextFollowUpAt: next,
    });
    await tx.insert(leadHistory).values({
      leadId,
      action: 'call_logged',
      actorId: actor.id,
      changes: { outcome: { from: null, to: input.outcome }, next_follow_up: { from: null, to: iso(next) } },
      reason: input.note ?? null,
    });
  });
}

/** A plain stage move from a sales page (design → extra payments, terms → …, checklist → done). */
export async function moveStage(
  db: Db,
  leadId: number,
  input: { to: SalesStage; note?: string | undefined; version: number },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    if (input.to === 'done') {
      const open = await tx
        .select({ key: checklistItems.key })
        .from(checklistItems)
        .where(and(eq(checklistItems.leadId, leadId), eq(checklistItems.done, false)));
      if (open.length > 0)
        throw conflict(
          `The handover checklist still has ${open.length} open item${open.length === 1 ? '' : 's'}.`,
        );
    }
    await changeLeadStage(tx, {
      leadId,
      to: input.to,
      actor,
      ...(input.note ? { note: input.note } : {}),
      expectedVersion: input.version,
    });
  });
}

const REQUIREMENT_COLUMNS = (v: z.output<typeof leadRequirementInput>) => ({
  projectType: v.project_type,
  siteAddress: v.site_address,
  siteState: v.site_state,
  lengthM: v.length_m,
  widthM: v.width_m,
  shallowDepthM: v.shallow_depth_m,
  deepDepthM: v.deep_depth_m,
  shape: v.shape,
  finish: v.finish,
  filtration: v.filtration,
  heating: v.heating,
  lighting: v.lighting,
  accessories: v.accessories,
  budgetMinPaise: v.budget_min_paise ?? null,
  budgetMaxPaise: v.budget_max_paise ?? null,
  notes: v.notes ?? null,
});

/** Stages where the requirement may still be edited (before costing starts). */
const REQUIREMENT_EDITABLE: readonly SalesStage[] = ['interested', 'call_back', 'requirements_captured'];

/**
 * Saves the requirement on the version the editor loaded (0: a first capture). A first capture
 * moves the lead to "requirements captured". Edits are refused once costing is requested (409:
 * take the costing request back first), and stale versions answer 409.
 */
export async function saveRequirement(
  db: Db,
  leadId: number,
  input: z.output<typeof leadRequirementInput>,
  actor: Actor,
): Promise<LeadRequirement> {
  return db.transaction(async (tx) => {
    const sales = await lockLeadSales(tx, leadId);
    const stage = sales.stage as SalesStage;
    if (!REQUIREMENT_EDITABLE.includes(stage)) {
      throw conflict(
        stage === 'costing_requested'
          ? 'Costing has been requested for this requirement: take the request back before changing it.'
          : 'This lead is past the requirement stage; its requirement can no longer change.',
      );
    }
    const [existing] = await tx.select().from(leadRequirements).where(eq(leadRequirements.leadId, leadId));
    const columns = REQUIREMENT_COLUMNS(input);
    let row: RequirementRow;
    if (!existing) {
      if (input.version !== 0) throw staleSalesVersion();
      [row] = (await tx
        .insert(leadRequirements)
        .values({ leadId, ...columns, updatedBy: actor.id })
        .onConflictDoNothing()
        .returning()) as [RequirementRow];
      if (!row) throw staleSalesVersion();
    } else {
      if (existing.version !== input.version) throw staleSalesVersion();
      [row] = (await tx
        .update(leadRequirements)
        .set({ ...columns, version: existing.version + 1, updatedBy: actor.id, updatedAt: new Date() })
        .where(eq(leadRequirements.leadId, leadId))
        .returning()) as [RequirementRow];
    }
    const changes = {
      ...diffFields(existing ? REQUIREMENT_COLUMNS(requirementInputOf(existing)) : {}, columns),
      ...(await saveCustomerBilling(tx, leadId, input)),
    };
    await tx.insert(leadHistory).values({ leadId, action: 'requirements_saved', actorId: actor.id, changes });
    if (stage !== 'requirements_captured') {
      await changeLeadStage(tx, { leadId, to: 'requirements_captured', actor });
    }
    return toRequirement(row, { id: actor.id, username: actor.username });
  });
}

/** Puts the customer's GST details from the requirement form on the lead (a new lead version when they change); returns the changes. */
async function saveCustomerBilling(tx: DbOrTx, leadId: number, input: z.output<typeof leadRequirementInput>) {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!lead) throw notFound('There is no such lead.');
  const changes = diffFields(
    { gstin: lead.gstin, billing_address: lead.billingAddress, billing_state: lead.billingState },
    {
      gstin: input.gstin ?? null,
      billing_address: input.billing_address ?? null,
      billing_state: input.billing_state ?? null,
    },
  );
  if (Object.keys(changes).length > 0)
    await tx
      .update(leads)
      .set({
        gstin: input.gstin ?? null,
        billingAddress: input.billing_address ?? null,
        billingState: input.billing_state ?? null,
        version: lead.version + 1,
        updatedAt: new Date(),
      })
      .where(eq(leads.id, leadId));
  return changes;
}

function requirementInputOf(row: RequirementRow): z.output<typeof leadRequirementInput> {
  const r = toRequirement(row, null);
  return {
    ...r,
    budget_min_paise: r.budget_min_paise ?? undefined,
    budget_max_paise: r.budget_max_paise ?? undefined,
    notes: r.notes ?? undefined,
    // The lead's GST details are compared on their own (saveCustomerBilling).
    gstin: undefined,
    billing_address: undefined,
    billing_state: undefined,
  };
}

/** "Request costing": the quotation team (role-wide notification) costs the captured requirement. */
export async function requestCosting(
  db: Db,
  leadId: number,
  input: { note?: string | undefined; version: number },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    const requirement = await getRequirement(tx, leadId);
    if (!requirement) throw conflict('Capture the requirement before asking for costing.');
    await changeLeadStage(tx, {
      leadId,
      to: 'costing_requested',
      actor,
      ...(input.note ? { note: input.note } : {}),
      expectedVersion: input.version,
    });
    const lead = await getLead(tx, leadId, 'verified');
    const name = leadName({ firstName: lead.first_name, lastName: lead.last_name });
    const m = requirement.metrics;
    await createNotification(tx, {
      group: 'role',
      role: 'quotation',
      title: `Costing requested: ${name}`,
      link: `/app/quotation/add/${leadId}`,
      content: [
        `${actor.username} asks for a quotation for ${name}:`,
        `${requirement.project_type.replace(/-/g, ' ')}, ${requirement.length_m} × ${requirement.width_m} m,`,
        `${m.areaM2} m², ${m.volumeLitres.toLocaleString('en-IN')} litres, site in ${requirement.site_state}.`,
        input.note ? `Note: ${input.note}` : '',
      ]
        .filter(Boolean)
        .join(' '),
    });
  });
}

/** The active sales people, by name. */
export async function salesTeam(db: DbOrTx): Promise<PersonRef[]> {
  return db
    .select({ id: users.id, username: users.username, name: users.fullName })
    .from(users)
    .where(and(eq(users.role, 'sales'), eq(users.active, true)))
    .orderBy(users.fullName, users.id);
}

/**
 * Gives a lead to a sales person under the row lock: the change goes into the lead's history and
 * the new owner is told in the app (unless they took it themselves).
 */
export async function assignOwner(
  db: Db,
  leadId: number,
  input: z.output<typeof assignOwnerRequest>,
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockLeadSales(tx, leadId, input.version);
    const [owner] = await tx
      .select({ id: users.id, username: users.username })
      .from(users)
      .where(and(eq(users.id, input.owner_id), eq(users.role, 'sales'), eq(users.active, true)));
    if (!owner) {
      const message = 'Choose an active sales person.';
      throw validationFailed(message, { owner_id: message });
    }
    if (current.ownerId === owner.id) return;
    const previous = await userRef(tx, current.ownerId);
    await tx
      .update(leadSales)
      .set({ ownerId: owner.id, version: current.version + 1 })
      .where(eq(leadSales.leadId, leadId));
    await tx.insert(leadHistory).values({
      leadId,
      action: 'owner_changed',
      actorId: actor.id,
      changes: { owner: { from: previous?.username ?? null, to: owner.username } },
    });
    if (owner.id !== actor.id)
      await createNotification(tx, {
        group: 'personal',
        userId: owner.id,
        title: 'Lead assigned to you',
        content: `${actor.username} gave you lead #${leadId}.`,
        link: `/app/sales/leads/${leadId}`,
      });
  });
}

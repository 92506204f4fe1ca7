import {
  type PoolShape,
  poolMetrics,
  type QuotationDetail,
  type QuotationWorkspace,
  type quotationDraftInput,
  type SalesStage,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { isInterState } from '@managewell/api/quotation';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { allOn } from '../../platform/db';
import { createNotification } from '../../workplace/notifications';
import { leadRequirements, leadSales } from '../sales';
import { companyState } from './company';
import { nextQuotationNumber } from './numbering';
import {
  type Actor,
  buildContent,
  checkVersion,
  customerOf,
  cutVersion,
  loadQuotation,
  loadVerifiedLead,
  quotationOfLead,
  refuseIfClosed,
  resolveLines,
  saveRow,
  siteStateOf,
  staleVersion,
  type Tx,
  writeLeadHistory,
} from './records';
import { quotations } from './schema';
import { requireStage, type StageMover, salesOwnerOf } from './stage';

export async function quotationWorkspace(db: Tx, leadId: number): Promise<QuotationWorkspace> {
  const lead = await loadVerifiedLead(db, leadId);
  const [[sales], [requirement], quotation] = await allOn(db, [
    () =>
      db
        .select({ stage: leadSales.stage, ownerId: leadSales.ownerId })
        .from(leadSales)
        .where(eq(leadSales.leadId, leadId)),
    () => db.select().from(leadRequirements).where(eq(leadRequirements.leadId, leadId)),
    () => quotationOfLead(db, leadId),
  ]);
  const dims = requirement
    ? {
        length_m: requirement.lengthM,
        width_m: requirement.widthM,
        shallow_depth_m: requirement.shallowDepthM,
        deep_depth_m: requirement.deepDepthM,
        shape: requirement.shape as PoolShape,
      }
    : null;
  return {
    lead: {
      id: lead.id,
      customer: customerOf(lead),
      city: lead.city,
      stage: (sales?.stage ?? 'to_call') as SalesStage,
    },
    requirement:
      requirement && dims
        ? {
            ...dims,
            project_type: requirement.projectType,
            site_address: requirement.siteAddress,
            site_state: requirement.siteState,
            finish: requirement.finish,
            filtration: requirement.filtration,
            heating: requirement.heating,
            lighting: requirement.lighting,
            accessories: requirement.accessories,
            budget_min_paise: requirement.budgetMinPaise,
            budget_max_paise: requirement.budgetMaxPaise,
            notes: requirement.notes,
            metrics: poolMetrics(dims),
          }
        : null,
    inter_state: isInterState(requirement?.siteState ?? lead.state, await companyState(db)),
    quotation,
  };
}

/** Saves the quotation team's draft (creating the quotation, with its number, on the first save). */
export async function saveDraft(
  db: Tx,
  leadId: number,
  input: z.output<typeof quotationDraftInput>,
  actor: Actor,
  now = new Date(),
): Promise<QuotationDetail> {
  await db.transaction(async (tx) => {
    const lead = await loadVerifiedLead(tx, leadId, true);
    await requireStage(
      tx,
      leadId,
      ['costing_requested'],
      'This lead is not waiting for costing: sales requests costing before the quotation team edits it.',
    );
    const row = await loadQuotation(tx, leadId, true);
    if (!row && input.version !== 0) staleVersion();
    if (row) {
      checkVersion(row, input.version);
      refuseIfClosed(row);
    }
    const lines = await resolveLines(tx, input.lines, row?.draft.lines ?? [], 'costing');
    const base = {
      number: row?.number ?? (await nextQuotationNumber(tx, now)),
      customer: customerOf(lead),
      inter_state: isInterState((await siteStateOf(tx, leadId)) ?? lead.state, await companyState(tx)),
      note: input.note,
    };
    const draft = buildContent(
      base,
      lines,
      input.overall_discount_bps,
      row?.draft.terms ?? null,
      input.discount_extras,
    );
    if (!row) {
      const customer = base.customer.name;
      await tx.insert(quotations).values({
        leadId,
        number: base.number,
        draft,
        totalPaise: draft.totals.grand_total_paise,
        ownerId: actor.id,
        customerName: customer,
        searchText: `${base.number} ${customer}`.toLowerCase(),
      });
      await writeLeadHistory(tx, leadId, 'quotation-created', actor, {
        quotation: { from: null, to: base.number },
      });
    } else {
      await saveRow(tx, row, { draft });
    }
  });
  return (await quotationOfLead(db, leadId))!;
}

/** The quotation team marks the costing done: version frozen, the sales side told. */
export async function markCosted(
  db: Tx,
  leadId: number,
  version: number,
  actor: Actor,
  moveStage: StageMover,
): Promise<QuotationDetail> {
  await db.transaction(async (tx) => {
    await loadVerifiedLead(tx, leadId, true);
    const row = await loadQuotation(tx, leadId, true);
    checkVersion(row, version);
    refuseIfClosed(row);
    const no = await cutVersion(tx, row, row.latestVersion === 0 ? 'Costed' : 'Costed again', actor);
    await saveRow(tx, row, { status: 'costed', latestVersion: no });
    await moveStage(tx, { leadId, to: 'costed', actor, note: `Quotation ${row.number} costed` });
    const owner = await salesOwnerOf(tx, leadId);
    const content = `${row.number} for ${row.customerName} is costed: ${formatInr(row.draft.totals.grand_total_paise)}.`;
    const link = `/app/sales/leads/${leadId}`;
    await createNotification(
      tx,
      owner === null
        ? { group: 'role', role: 'sales', title: 'Quotation costed', content, link }
        : { group: 'personal', userId: owner, title: 'Quotation costed', content, link },
    );
  });
  return (await quotationOfLead(db, leadId))!;
}

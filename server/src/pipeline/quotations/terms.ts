import type {
  extraPaymentInput,
  QuotationDetail,
  quotationTermsInput,
  TermsTemplate,
  termsTemplateInput,
  termsTemplateUpdate,
} from '@managewell/api/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { contentHash as quotationHash } from '../../workplace/documents';
import {
  type Actor,
  buildContent,
  cutVersion,
  latestVersionRow,
  lockCostedQuotation,
  quotationOfLead,
  resolveLines,
  saveRow,
  type Tx,
} from './records';
import { termsTemplates } from './schema';
import type { StageMover } from './stage';

/** Sales adds items agreed after design: appended to the draft and frozen as a new version. */
export async function addExtraPayment(
  db: Tx,
  leadId: number,
  input: z.output<typeof extraPaymentInput>,
  actor: Actor,
  moveStage: StageMover,
): Promise<QuotationDetail> {
  await db.transaction(async (tx) => {
    const { row } = await lockCostedQuotation(tx, leadId, input.version);
    const extra = await resolveLines(
      tx,
      input.lines.map(({ key: _key, ...l }) => l),
      [],
      'extra',
    );
    const draft = buildContent(
      {
        number: row.number,
        customer: row.draft.customer,
        inter_state: row.draft.inter_state,
        note: row.draft.note,
      },
      [...row.draft.lines, ...extra],
      row.draft.overall_discount_bps,
      row.draft.terms,
      row.draft.discount_extras ?? true,
    );
    const updated = { ...row, draft };
    const no = await cutVersion(tx, updated, `Extra payment: ${input.reason}`, actor);
    await saveRow(tx, row, { draft, latestVersion: no });
    await moveStage(tx, { leadId, to: 'extra_payments', actor, note: input.reason });
  });
  return (await quotationOfLead(db, leadId))!;
}

export async function setTerms(
  db: Tx,
  leadId: number,
  input: z.output<typeof quotationTermsInput>,
  actor: Actor,
  moveStage: StageMover,
  today: string,
): Promise<QuotationDetail> {
  if (input.valid_until < today)
    throw validationFailed('The validity date has passed.', { valid_until: 'Choose a date from today on.' });
  await db.transaction(async (tx) => {
    const { row } = await lockCostedQuotation(tx, leadId, input.version);
    const { version: _version, ...terms } = input;
    const draft = { ...row.draft, terms };
    // Saving what the newest version already says makes no version: the answer shows none added.
    const latest = await latestVersionRow(tx, row);
    if (latest && latest.contentHash === quotationHash(draft)) {
      if (quotationHash(row.draft) !== latest.contentHash) await saveRow(tx, row, { draft });
      // Terms confirmed unchanged after extras or a change request still finish the terms step
      // (the lead can be sent from there); a sent quotation stays sent.
      if (row.status !== 'sent') await moveStage(tx, { leadId, to: 'terms', actor, note: 'Terms confirmed' });
      return;
    }
    const no = await cutVersion(tx, { ...row, draft }, 'Terms prepared', actor);
    await saveRow(tx, row, { draft, latestVersion: no });
    await moveStage(tx, { leadId, to: 'terms', actor, note: 'Terms prepared' });
  });
  return (await quotationOfLead(db, leadId))!;
}

// --- Terms templates ---------------------------------------------------------------------------------

function toTemplate(row: typeof termsTemplates.$inferSelect): TermsTemplate {
  return {
    id: row.id,
    name: row.name,
    milestones: row.milestones,
    validity_days: row.validityDays,
    timeline: row.timeline,
    warranty: row.warranty,
    exclusions: row.exclusions,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTermsTemplates(db: Tx): Promise<TermsTemplate[]> {
  return (await db.select().from(termsTemplates).orderBy(asc(termsTemplates.name))).map(toTemplate);
}

const templateValues = (input: z.output<typeof termsTemplateInput>) => ({
  name: input.name,
  milestones: input.milestones,
  validityDays: input.validity_days,
  timeline: input.timeline,
  warranty: input.warranty,
  exclusions: input.exclusions,
});

const duplicateTemplate = () =>
  validationFailed('A terms template with this name exists.', { name: 'This name is taken.' });

export async function createTermsTemplate(db: Tx, input: z.output<typeof termsTemplateInput>, actor: Actor) {
  const [row] = await db
    .insert(termsTemplates)
    .values({ ...templateValues(input), createdBy: actor.id })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicateTemplate();
  return toTemplate(row);
}

export async function updateTermsTemplate(db: Tx, id: number, input: z.output<typeof termsTemplateUpdate>) {
  const [taken] = await db
    .select({ id: termsTemplates.id })
    .from(termsTemplates)
    .where(and(eq(termsTemplates.name, input.name), sql`${termsTemplates.id} <> ${id}`));
  if (taken) throw duplicateTemplate();
  const [row] = await db
    .update(termsTemplates)
    .set({ ...templateValues(input), version: sql`${termsTemplates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(termsTemplates.id, id), eq(termsTemplates.version, input.version)))
    .returning();
  if (row) return toTemplate(row);
  const [exists] = await db
    .select({ id: termsTemplates.id })
    .from(termsTemplates)
    .where(eq(termsTemplates.id, id));
  if (!exists) throw notFound('There is no such terms template.');
  throw conflict(
    'Someone else changed this template since you opened it. Reload it and make your change again.',
  );
}

/**
 * Versions as stored, and sending the latest one to the customer (its link and the e-mail with the PDF).
 */
import { randomBytes } from 'node:crypto';
import {
  addDays,
  customerContent,
  DEFAULT_VALIDITY_DAYS,
  type QuotationContent,
  type QuotationDetail,
  type QuotationStatus,
  type QuotationVersionView,
  type sendQuotationInput,
  todayInKolkata,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { loadLetterhead, contentHash as quotationHash } from '../../workplace/documents';
import { queueMail } from '../../workplace/mail';
import { leads } from '../leads';
import { pdfFileName, pdfVersionOf, quotationPdf } from './pdf';
import {
  type Actor,
  cutVersion,
  latestVersionRow,
  loadQuotation,
  loadVerifiedLead,
  lockCostedQuotation,
  personNameOf,
  quotationOfLead,
  saveRow,
  type Tx,
  toSummary,
  versionsWithUsers,
  writeLeadHistory,
} from './records';
import { quotationVersions } from './schema';
import type { StageMover } from './stage';

export async function versionView(db: Tx, leadId: number, no: number): Promise<QuotationVersionView> {
  await loadVerifiedLead(db, leadId);
  const q = await loadQuotation(db, leadId);
  if (!q) throw notFound('This lead has no quotation yet.');
  const rows = await versionsWithUsers(
    db,
    and(eq(quotationVersions.quotationId, q.id), inArray(quotationVersions.no, [no, no - 1])),
  );
  const current = rows.find((r) => r.v.no === no);
  if (!current) throw notFound('This quotation has no such version.');
  const previous = rows.find((r) => r.v.no === no - 1);
  return {
    quotation: { id: q.id, lead_id: q.leadId, number: q.number, status: q.status as QuotationStatus },
    version: toSummary(current.v, current.createdBy, current.sentBy, q.latestVersion),
    content: current.v.content,
    previous: previous?.v.content ?? null,
  };
}

export interface SentQuotation {
  detail: QuotationDetail;
  quotationId: number;
  token: string;
  versionNo: number;
  to: string;
  content: QuotationContent;
}

/**
 * Sales sends the latest version (cutting one first when the draft changed since): it gets its
 * customer link; earlier links now say they are superseded; the customer's e-mail is queued.
 */
export async function sendQuotation(
  db: Tx,
  leadId: number,
  input: z.output<typeof sendQuotationInput>,
  actor: Actor,
  moveStage: StageMover,
  siteUrl: string,
  now = new Date(),
): Promise<SentQuotation> {
  const today = todayInKolkata(now);
  if (input.valid_until && input.valid_until < today)
    throw validationFailed('The validity date has passed.', { valid_until: 'Choose a date from today on.' });
  const sent = await db.transaction(async (tx) => {
    const { lead, row: locked } = await lockCostedQuotation(tx, leadId, input.version);
    if (!locked.draft.terms) throw conflict('Prepare the terms (payment schedule, validity) before sending.');
    const row = withValidity(locked, input.valid_until, today);
    const to = input.to ?? lead.email;
    if (!to)
      throw validationFailed('The lead has no e-mail address.', {
        to: 'Enter the address to send the quotation to.',
      });
    let latest = await latestVersionRow(tx, row);
    let no = row.latestVersion;
    if (!latest || latest.contentHash !== quotationHash(row.draft) || latest.sentAt) {
      no = await cutVersion(tx, row, latest?.sentAt ? 'Sent again' : 'Final quotation', actor);
      latest = null;
    }
    const token = randomBytes(24).toString('base64url');
    await tx
      .update(quotationVersions)
      .set({ token, sentAt: new Date(), sentBy: actor.id, sentTo: to })
      .where(and(eq(quotationVersions.quotationId, row.id), eq(quotationVersions.no, no)));
    await saveRow(tx, locked, { status: 'sent', latestVersion: no, draft: row.draft });
    await writeLeadHistory(
      tx,
      leadId,
      'quotation-sent',
      actor,
      { quotation: { from: null, to: `${row.number} v${no}` } },
      `Sent to ${to}`,
    );
    await moveStage(tx, { leadId, to: 'final_sent', actor, note: `${row.number} v${no} sent` });
    const result = { token, versionNo: no, to, content: row.draft, quotationId: row.id };
    await queueQuotationMail(tx, {
      leadId,
      sent: result,
      message: input.message,
      siteUrl,
      queuedBy: actor.id,
    });
    return result;
  });
  return { ...sent, detail: (await quotationOfLead(db, leadId))! };
}

/**
 * The draft with the validity date sales picked, or, when the quotation expired (or its date passed
 * before the daily job ran), a fresh one from today: an old date would send a quotation already expired.
 */
function withValidity<R extends { status: string; draft: QuotationContent }>(
  row: R,
  picked: string | undefined,
  today: string,
): R {
  const terms = row.draft.terms!;
  const stale = row.status === 'expired' || terms.valid_until < today;
  const validUntil = picked ?? (stale ? addDays(today, DEFAULT_VALIDITY_DAYS) : terms.valid_until);
  if (validUntil === terms.valid_until) return row;
  return { ...row, draft: { ...row.draft, terms: { ...terms, valid_until: validUntil } } };
}

/**
 * The customer's e-mail (link and PDF), queued in the sending transaction: the mail worker sends
 * it, with retries.
 */
async function queueQuotationMail(
  tx: Tx,
  mail: {
    leadId: number;
    sent: Omit<SentQuotation, 'detail'>;
    message: string;
    siteUrl: string;
    queuedBy: number;
  },
): Promise<void> {
  const { leadId, sent } = mail;
  const found = await pdfVersionOf(tx, { leadId, no: sent.versionNo });
  const link = `${mail.siteUrl}/quotation/${sent.token}`;
  const c = customerContent(sent.content);
  // The customer's name on the quotation may carry their company; the letter greets the person.
  const [person] = await tx
    .select({ firstName: leads.firstName, lastName: leads.lastName })
    .from(leads)
    .where(eq(leads.id, leadId));
  await queueMail(tx, {
    to: sent.to,
    subject: `Quotation ${c.number} from ${(await loadLetterhead(tx))?.legalName ?? 'us'}`,
    text: [
      `Dear ${person ? personNameOf(person) : c.customer.name},`,
      '',
      mail.message ||
        `Please find our quotation ${c.number} for ${formatInr(c.totals.grand_total_paise)} attached.`,
      '',
      `You can view it, download it and accept it or ask for changes here: ${link}`,
      '',
      'Thank you.',
    ].join('\n'),
    attachments: [
      {
        filename: pdfFileName(c.number, sent.versionNo),
        contentType: 'application/pdf',
        content: await quotationPdf(tx, leadId, found.version),
      },
    ],
    about: { kind: 'quotation', id: sent.quotationId },
    queuedBy: mail.queuedBy,
  });
}

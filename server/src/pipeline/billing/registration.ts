/**
 * E-invoice registration of issued documents: the JSON sales uploads to the portal, and the IRN,
 * acknowledgement and signed QR it returns, recorded once (a mistake is corrected with a credit note).
 */
import { type eInvoiceRegistrationInput, todayInKolkata } from '@managewell/api/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../platform/db';
import { conflict, notFound, validationFailed } from '../../platform/http';
import { leadHistory } from '../leads';
import { eInvoiceJson, eInvoiceState, signedQrClaims } from './e-invoice';

import { creditNotes, eInvoiceRegistrations, taxInvoices } from './schema';

export type EInvoiceTarget = { kind: 'invoice'; id: number } | { kind: 'credit-note'; id: number };

/** The registration recorded for a document, if any. */
export async function registrationOf(db: DbOrTx, target: EInvoiceTarget) {
  const [row] = await db
    .select()
    .from(eInvoiceRegistrations)
    .where(
      target.kind === 'invoice'
        ? eq(eInvoiceRegistrations.invoiceId, target.id)
        : eq(eInvoiceRegistrations.creditNoteId, target.id),
    );
  return row ?? null;
}

/** The document of the lead, locked when asked; 404 for another lead's. */
async function loadDocument(db: DbOrTx, leadId: number, target: EInvoiceTarget, lock = false) {
  if (target.kind === 'invoice') {
    const query = db
      .select()
      .from(taxInvoices)
      .where(and(eq(taxInvoices.id, target.id), eq(taxInvoices.leadId, leadId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('There is no such invoice.');
    return { row, date: row.invoiceDate, doc: { type: 'INV' as const } };
  }
  const query = db
    .select({ note: creditNotes, invoiceNumber: taxInvoices.number, invoiceDate: taxInvoices.invoiceDate })
    .from(creditNotes)
    .innerJoin(taxInvoices, eq(taxInvoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, target.id), eq(taxInvoices.leadId, leadId)));
  const [found] = lock ? await query.for('update', { of: creditNotes }) : await query;
  if (!found) throw notFound('There is no such credit note.');
  return {
    row: found.note,
    date: found.note.noteDate,
    doc: { type: 'CRN' as const, invoice: { number: found.invoiceNumber, date: found.invoiceDate } },
  };
}

type LoadedDocument = Awaited<ReturnType<typeof loadDocument>>;

/** 404 unless the document needs an e-invoice: issued under e-invoicing to a registered buyer. */
function requireEInvoice({ row }: LoadedDocument): void {
  const { status } = eInvoiceState(row, null, row.content.buyer.gstin);
  if (status === 'not_applicable')
    throw notFound('E-invoicing did not apply when this document was issued: it needs no e-invoice.');
  if (status === 'b2c') throw notFound('This is a consumer’s (B2C) document: it needs no e-invoice.');
}

/** The document's e-invoice JSON as a file for the portal; 409 when its data would be refused there. */
export async function eInvoiceFile(db: DbOrTx, leadId: number, target: EInvoiceTarget) {
  const loaded = await loadDocument(db, leadId, target);
  requireEInvoice(loaded);
  const made = eInvoiceJson(loaded.row.content, loaded.doc);
  if (!made.json) throw conflict(made.problem);
  return {
    bytes: Buffer.from(`${JSON.stringify([made.json], null, 2)}\n`),
    fileName: `e-invoice ${loaded.row.number.replace(/\//g, '-')}.json`,
  };
}

/** Records what the portal returned for the document; 409 once recorded or when the IRN is another's. */
export async function registerIrn(
  tx: DbOrTx,
  leadId: number,
  target: EInvoiceTarget,
  input: z.output<typeof eInvoiceRegistrationInput>,
  actor: { id: number },
  now = new Date(),
): Promise<void> {
  const loaded = await loadDocument(tx, leadId, target, true);
  requireEInvoice(loaded);
  const { row, date } = loaded;
  if (await registrationOf(tx, target))
    throw conflict(`The IRN of ${row.number} is recorded already: correct it with a credit note.`);
  if (input.ack_date < date)
    throw validationFailed('The acknowledgement date cannot be before the document date.', {
      ack_date: `${row.number} is dated ${date}.`,
    });
  if (input.ack_date > todayInKolkata(now))
    throw validationFailed('The acknowledgement date cannot be in the future.', {
      ack_date: 'The acknowledgement date cannot be in the future.',
    });
  const claims = signedQrClaims(input.signed_qr);
  const qrProblem = !claims
    ? 'This is not the portal’s signed QR code text.'
    : claims.irn && claims.irn !== input.irn
      ? 'This signed QR code is of another IRN.'
      : claims.docNo && claims.docNo !== row.number
        ? `This signed QR code is of document ${claims.docNo}, not ${row.number}.`
        : null;
  if (qrProblem) throw validationFailed(qrProblem, { signed_qr: qrProblem });
  const [taken] = await tx
    .select({ invoiceId: eInvoiceRegistrations.invoiceId })
    .from(eInvoiceRegistrations)
    .where(eq(eInvoiceRegistrations.irn, input.irn));
  if (taken) throw conflict('This IRN is recorded already for another document.');
  await tx.insert(eInvoiceRegistrations).values({
    ...(target.kind === 'invoice' ? { invoiceId: row.id } : { creditNoteId: row.id }),
    irn: input.irn,
    ackNo: input.ack_no,
    ackDate: input.ack_date,
    signedQr: input.signed_qr,
    recordedBy: actor.id,
  });
  await tx.insert(leadHistory).values({
    leadId,
    action: 'irn-recorded',
    actorId: actor.id,
    changes: { irn: { from: null, to: input.irn } },
    reason: `${row.number}: acknowledgement ${input.ack_no} of ${input.ack_date}`,
  });
}

/** The registrations of documents, by invoice id and by credit note id (for the lead's billing and the PDFs). */
export async function registrationsOf(db: DbOrTx, invoiceIds: number[], creditNoteIds: number[]) {
  const rows =
    invoiceIds.length || creditNoteIds.length
      ? await db
          .select()
          .from(eInvoiceRegistrations)
          .where(
            or(
              invoiceIds.length ? inArray(eInvoiceRegistrations.invoiceId, invoiceIds) : undefined,
              creditNoteIds.length ? inArray(eInvoiceRegistrations.creditNoteId, creditNoteIds) : undefined,
            ),
          )
      : [];
  return {
    ofInvoice: new Map(rows.filter((r) => r.invoiceId !== null).map((r) => [r.invoiceId as number, r])),
    ofCreditNote: new Map(
      rows.filter((r) => r.creditNoteId !== null).map((r) => [r.creditNoteId as number, r]),
    ),
  };
}

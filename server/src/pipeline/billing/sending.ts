/** Sending an invoice to the customer: the e-mail with its PDF through the outbox, and a WhatsApp link. */
import { type SentInvoice, type sendInvoiceInput, whatsappLink } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { validationFailed } from '../../platform/http';
import { queueMail } from '../../workplace/mail';
import { leadHistory, leads } from '../leads';
import { invoicePdf } from './pdf';
import type { Actor } from './schedule';

export async function sendInvoice(
  db: Db,
  leadId: number,
  invoiceId: number,
  input: z.output<typeof sendInvoiceInput>,
  actor: Actor,
): Promise<SentInvoice> {
  const pdf = await invoicePdf(db, leadId, invoiceId);
  const c = pdf.content;
  const [lead] = await db
    .select({ email: leads.email, mobile: leads.mobile })
    .from(leads)
    .where(eq(leads.id, leadId));
  const to = input.to ?? lead?.email ?? null;
  if (!to)
    throw validationFailed('The lead has no e-mail address.', {
      to: 'Enter the address to send the invoice to.',
    });
  const summary = `Tax invoice ${c.number} from ${c.seller.name} for ${formatInr(c.totals.total_paise)}, due by ${pdf.dueDate}.`;
  await db.transaction(async (tx) => {
    await queueMail(tx, {
      to,
      subject: `Tax invoice ${c.number} from ${c.seller.name}`,
      text: [
        `Dear ${c.buyer.name},`,
        '',
        input.message || `${summary} The invoice is attached.`,
        '',
        'Thank you.',
      ].join('\n'),
      attachments: [{ filename: pdf.fileName, contentType: 'application/pdf', content: pdf.bytes }],
      about: { kind: 'invoice', id: invoiceId },
      queuedBy: actor.id,
    });
    await tx.insert(leadHistory).values({
      leadId,
      action: 'invoice-sent',
      actorId: actor.id,
      changes: { invoice: { from: null, to: c.number } },
      reason: `Sent to ${to}`,
    });
  });
  return { to, whatsapp_link: whatsappLink(lead?.mobile ?? c.buyer.mobile, summary) };
}

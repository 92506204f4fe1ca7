import type { LeadSource } from '@managewell/api/contract';
import { INDIA_CODE } from '@managewell/api/contract';
import type { AppContext } from '../../context';
import { leadAttachments, leadForwarding, leadHistory, leads } from '../../db/schema';
import { creationChanges } from '../leads/history';
import { editableValues } from '../leads/mapping';

/** What a public form leaves on a lead; everything else stays empty. */
export interface PublicLead {
  source: Extract<LeadSource, 'enquiry' | 'contact' | 'career'>;
  name: string;
  email: string;
  /** The 10 national digits. */
  mobile: string;
  interests: string | null;
  notes: string | null;
}

/** A file saved under DATA_DIR/uploads that belongs to the lead. */
export interface PublicLeadAttachment {
  kind: 'resume';
  storedName: string;
  originalName: string;
  mime: string;
  bytes: number;
}

/**
 * Stores a website lead (status 'new', no creator), its history entry, its forwarding row and
 * its attachment in one transaction, then queues the forwarding. Returns the lead id.
 */
export async function storePublicLead(
  ctx: AppContext,
  input: PublicLead,
  attachment?: PublicLeadAttachment,
): Promise<number> {
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        firstName: input.name,
        email: input.email.toLowerCase(),
        mobile: input.mobile,
        mobileCode: INDIA_CODE,
        mobileNormalised: `+${INDIA_CODE}${input.mobile}`,
        interests: input.interests,
        notes: input.notes,
        source: input.source,
        status: 'new',
        createdBy: null,
      })
      .returning();
    const lead = row!;
    await tx.insert(leadHistory).values({
      leadId: lead.id,
      action: 'created',
      actorId: null,
      changes: creationChanges(editableValues(lead)),
    });
    await tx.insert(leadForwarding).values({ leadId: lead.id, status: ctx.leadForwarder.initialStatus() });
    if (attachment) await tx.insert(leadAttachments).values({ leadId: lead.id, ...attachment });
    // Sent with the commit: a stored enquiry is never left out of the staff's list totals.
    await ctx.events.publish({ type: 'leads.changed' }, tx);
    return lead.id;
  });
  await ctx.leadForwarder.queue(id);
  return id;
}

/** Notes made of labelled parts, leaving out the empty ones. */
export function notesOf(parts: [label: string | null, text: string | undefined][]): string | null {
  const kept = parts
    .filter(([, text]) => text !== undefined && text !== '')
    .map(([label, text]) => (label ? `${label}: ${text}` : text!));
  return kept.length > 0 ? kept.join('\n\n') : null;
}

import { INDIA_CODE } from '@managewell/api/contract';
import { leadForwarding } from '../../pipeline/lead-forwarding';
import { creationChanges, editableValues, leadAttachments, leadHistory, leads } from '../../pipeline/leads';
import type { WebsiteContext } from '../context';
import { leadOfKey, type PublicLeadSource } from './idempotency';
import { leadOrigins } from './schema';

/** What a public form leaves on a lead; everything else stays empty. */
export interface PublicLead {
  source: PublicLeadSource;
  name: string;
  email: string;
  /** The 10 national digits. */
  mobile: string;
  interests: string | null;
  notes: string | null;
  /** The submission's Idempotency-Key, when the browser sent one. */
  idempotencyKey: string | null;
  /** The public page it was sent from. */
  origin?: LeadOrigin | null;
}

/** A public page a lead was sent from: its path, and its kind and title when it had a page. */
export interface LeadOrigin {
  path: string;
  kind: string | null;
  title: string | null;
}

/** The lead a submission made; `replayed` when another request with its key had made it. */
export interface StoredLead {
  id: number;
  replayed: boolean;
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
 * its attachment in one transaction, then queues the forwarding.
 *
 * A submission whose Idempotency-Key already made a lead stores nothing and returns that lead
 * (replayed): the key's unique column decides, so two copies sent at once make one lead (the
 * second insert waits for the first transaction, then finds its row).
 */
export async function storePublicLead(
  ctx: WebsiteContext,
  input: PublicLead,
  attachment?: PublicLeadAttachment,
): Promise<StoredLead> {
  const stored = await ctx.db.transaction(async (tx): Promise<StoredLead> => {
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
        idempotencyKey: input.idempotencyKey,
      })
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning();
    if (!row) {
      // Only the key can conflict (a null key never does).
      const earlier = await leadOfKey(tx, input.idempotencyKey!, input.source);
      if (earlier === null) throw new Error('A lead conflicted on its idempotency key but none has it.');
      return { id: earlier, replayed: true };
    }
    const lead = row;
    await tx.insert(leadHistory).values({
      leadId: lead.id,
      action: 'created',
      actorId: null,
      changes: creationChanges(editableValues(lead)),
    });
    await tx.insert(leadForwarding).values({ leadId: lead.id, status: ctx.leadForwarder.initialStatus() });
    if (attachment) await tx.insert(leadAttachments).values({ leadId: lead.id, ...attachment });
    if (input.origin) await tx.insert(leadOrigins).values({ leadId: lead.id, ...input.origin });
    // Sent with the commit: a stored enquiry is never left out of the staff's list totals.
    await ctx.events.publish({ type: 'leads.changed' }, tx);
    return { id: lead.id, replayed: false };
  });
  if (!stored.replayed) await ctx.leadForwarder.queue(stored.id);
  return stored;
}

/** Notes made of labelled parts, leaving out the empty ones. */
export function notesOf(parts: [label: string | null, text: string | undefined][]): string | null {
  const kept = parts
    .filter(([, text]) => text !== undefined && text !== '')
    .map(([label, text]) => (label ? `${label}: ${text}` : text!));
  return kept.length > 0 ? kept.join('\n\n') : null;
}

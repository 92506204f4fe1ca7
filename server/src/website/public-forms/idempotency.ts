import { idempotencyKey, type LeadSource } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { leads } from '../../pipeline/leads';
import type { DbOrTx } from '../../platform/db';
import { ApiError, parseInput } from '../../platform/http';
import type { WebsiteContext } from '../context';

/** The website forms that make leads. */
export type PublicLeadSource = Extract<LeadSource, 'enquiry' | 'contact' | 'career'>;

const keyHeader = z.object({ 'idempotency-key': idempotencyKey.optional() });

/** The submission's Idempotency-Key (lower-cased), null without one; 400 when it is not a UUID. */
export function submissionKeyOf(request: FastifyRequest): string | null {
  return parseInput(keyHeader, request.headers, 'headers')['idempotency-key'] ?? null;
}

export const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for another form. Make a new key for each submission.';

/**
 * The lead an earlier submission with this key made, or null. 422 when the key was used by another
 * form (a client bug: one key per submission).
 */
export async function leadOfKey(db: DbOrTx, key: string, source: PublicLeadSource): Promise<number | null> {
  const [row] = await db
    .select({ id: leads.id, source: leads.source })
    .from(leads)
    .where(eq(leads.idempotencyKey, key));
  if (!row) return null;
  if (row.source !== source) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
  return row.id;
}

/** The first answer of a submission: what a retry with the same key gets again. */
export const leadCreated = (id: number) => ({ success: { id } });

/**
 * Reads the submission's key and looks up its lead: a retry of a stored submission is answered
 * at once (nothing validated, counted or stored again). Otherwise the key goes with the new lead
 * (storePublicLead), whose unique column settles two copies racing each other.
 */
export async function earlierSubmission(
  ctx: WebsiteContext,
  request: FastifyRequest,
  source: PublicLeadSource,
): Promise<{ key: string | null; leadId: number | null }> {
  const key = submissionKeyOf(request);
  return { key, leadId: key ? await leadOfKey(ctx.db, key, source) : null };
}

import { ERROR_CODES } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginThrottle } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { decideThrottle, recordFailure } from '../auth/throttle';

/**
 * The enquiry, contact and career forms share one counter per client address
 * (config.publicForms), kept in the same table and with the same window logic as sign-in
 * throttling, so it holds across server processes.
 */
const formKey = (ip: string) => `public-form:${ip}`;

function tooManyRequests(until: Date, now: Date): ApiError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new ApiError(
    429,
    ERROR_CODES.tooManyAttempts,
    `Too many requests from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** 429 when the address already used up its submissions within `limit` counted ones. */
async function refuseOver(ctx: AppContext, ip: string, limit: number): Promise<void> {
  const key = formKey(ip);
  const rows = await ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  const { windowMs } = ctx.config.publicForms;
  const now = new Date();
  const state = decideThrottle(
    rows,
    { user: key, ip: key },
    { ...ctx.config.login, maxFailures: limit, maxFailuresPerIp: limit, windowMs },
    now,
  );
  if (state.blockedUntil) throw tooManyRequests(state.blockedUntil, now);
}

/** Refuses at once (before reading a body or a file) an address that is over its limit. */
export async function refuseIfOverFormLimit(ctx: AppContext, ip: string): Promise<void> {
  await refuseOver(ctx, ip, ctx.config.publicForms.maxPerWindow);
}

/** Counts one valid submission from the address; 429 when it goes over the limit. */
export async function countFormSubmission(ctx: AppContext, ip: string): Promise<void> {
  await recordFailure(ctx.db, [formKey(ip)], ctx.config.publicForms.windowMs);
  await refuseOver(ctx, ip, ctx.config.publicForms.maxPerWindow + 1);
}

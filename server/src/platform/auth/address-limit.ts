import { ERROR_CODES } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { loginThrottle } from '../db';
import { ApiError } from '../http';
import { decideThrottle, reserveAttempt } from './throttle';

/**
 * How many requests one client address may send to a public form within a window. Counted in
 * the sign-in throttling table with its window logic, so the limit holds across server processes.
 */
export interface AddressLimit {
  /** Key prefix in login_throttle, one per family of forms that share the counter. */
  prefix: string;
  maxPerWindow: number;
  windowMs: number;
}

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

/** 429 (with Retry-After) when the address has used up its requests: call before reading a body. */
export async function refuseIfOverLimit(ctx: AppContext, limit: AddressLimit, ip: string): Promise<void> {
  const key = `${limit.prefix}:${ip}`;
  const rows = await ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
  const now = new Date();
  const state = decideThrottle(
    rows,
    { user: key, ip: key },
    {
      ...ctx.config.login,
      maxFailures: limit.maxPerWindow,
      maxFailuresPerIp: limit.maxPerWindow,
      windowMs: limit.windowMs,
    },
    now,
  );
  if (state.blockedUntil) throw tooManyRequests(state.blockedUntil, now);
}

/**
 * Counts one request from the address, atomically: of N simultaneous requests exactly
 * min(N, room left) are accepted, the others get 429. Refused requests are not counted, so a
 * burst does not lengthen the block past the window's end.
 */
export async function countAgainstLimit(ctx: AppContext, limit: AddressLimit, ip: string): Promise<void> {
  const outcome = await reserveAttempt(ctx.db, `${limit.prefix}:${ip}`, limit.maxPerWindow, limit.windowMs);
  if (!outcome.reserved) throw tooManyRequests(outcome.blockedUntil, new Date());
}

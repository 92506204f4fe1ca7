import { ERROR_CODES } from '@managewell/api/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { DbOrTx } from '../db';
import { loginThrottle } from '../db';
import { ApiError } from '../http';

export type ThrottleSettings = Config['login'];

/** Sign-in attempts from devices without a device cookie, per username. */
export const userKey = (username: string) => `user:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;
/** Sign-in attempts from one browser holding a device cookie (its nonce). */
export const deviceKey = (nonce: string) => `device:${nonce}`;
/** change-password's check of the current password, per user. */
export const passwordCheckKey = (userId: number) => `password-check:${userId}`;

export interface ThrottleState {
  /** When set, sign-in is refused until then. */
  blockedUntil: Date | null;
  /** How long to wait before checking the password (grows with recent failures). */
  delayMs: number;
}

interface Counter {
  key: string;
  failures: number;
  windowStart: Date;
}

/** The delay before checking a password after this many earlier failures in the window (≤ 2 s). */
export function slowdownDelay(earlierFailures: number, settings: ThrottleSettings): number {
  const over = earlierFailures - settings.slowdownAfter + 1;
  return over > 0 ? Math.min(2_000, over * settings.delayStepMs) : 0;
}

/** Pure decision from the current counters: block, slow down, or let through. */
export function decideThrottle(
  counters: Counter[],
  keys: { user: string; ip: string },
  settings: ThrottleSettings,
  now: Date,
): ThrottleState {
  let blockedUntil: Date | null = null;
  let worst = 0;
  for (const counter of counters) {
    const windowEnd = counter.windowStart.getTime() + settings.windowMs;
    if (windowEnd <= now.getTime()) continue;
    const limit = counter.key === keys.user ? settings.maxFailures : settings.maxFailuresPerIp;
    if (counter.failures >= limit) {
      const until = new Date(windowEnd);
      if (!blockedUntil || until > blockedUntil) blockedUntil = until;
    }
    worst = Math.max(worst, counter.failures);
  }
  return { blockedUntil, delayMs: slowdownDelay(worst, settings) };
}

/** The counters of these keys as they are now (a read only: nothing is reserved). */
export async function readThrottle(
  db: DbOrTx,
  keys: { user: string; ip: string },
  settings: ThrottleSettings,
): Promise<ThrottleState> {
  const rows = await db
    .select({
      key: loginThrottle.key,
      failures: loginThrottle.failures,
      windowStart: loginThrottle.windowStart,
    })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.user, keys.ip]));
  return decideThrottle(rows, keys, settings, new Date());
}

/** One attempt taken from a key's budget: it counts as a failure unless released or cleared. */
export interface Reservation {
  key: string;
  /** Attempts in the window including this one. */
  count: number;
  windowStart: Date;
}

export type ReserveOutcome =
  | { reserved: true; reservation: Reservation }
  | { reserved: false; blockedUntil: Date };

/**
 * Takes one attempt from the key's budget of `limit` per window, in one atomic statement, before
 * the attempt is checked: under any concurrency at most `limit` attempts per window get through.
 * A refused attempt is not counted, so a burst never lengthens the block; a window that has run
 * out starts again at this attempt.
 */
export async function reserveAttempt(
  db: DbOrTx,
  key: string,
  limit: number,
  windowMs: number,
): Promise<ReserveOutcome> {
  const window = sql`make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${loginThrottle.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: sql`now()`, lastFailureAt: sql`now()` })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${loginThrottle.windowStart} end`,
        lastFailureAt: sql`now()`,
      },
      setWhere: sql`${expired} or ${loginThrottle.failures} < ${limit}`,
    })
    .returning({ count: loginThrottle.failures, windowStart: loginThrottle.windowStart });
  if (row) return { reserved: true, reservation: { key, ...row } };
  const [current] = await db
    .select({ windowStart: loginThrottle.windowStart })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  const until = Math.max(Date.now() + 1000, (current?.windowStart.getTime() ?? 0) + windowMs);
  return { reserved: false, blockedUntil: new Date(until) };
}

/** Gives a reserved attempt back (it did not fail), unless its window has started again since. */
export async function releaseAttempt(db: DbOrTx, reservation: Reservation): Promise<void> {
  await db
    .update(loginThrottle)
    .set({ failures: sql`${loginThrottle.failures} - 1` })
    .where(
      and(
        eq(loginThrottle.key, reservation.key),
        // Same window (JS dates hold milliseconds, PostgreSQL microseconds).
        sql`abs(extract(epoch from ${loginThrottle.windowStart} - ${reservation.windowStart.toISOString()}::timestamptz)) < 0.001`,
        gt(loginThrottle.failures, 0),
      ),
    );
}

/** Forgets a key's failures (a successful sign-in resets the budget it was charged to). */
export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** 'Please try again in 12 minutes (after 14:05 IST).' */
export function retryMessage(until: Date, now = new Date(), what = 'failed sign-in attempts'): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const clock = until.toLocaleTimeString('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${clock} IST).`;
}

/** 429 TOO_MANY_ATTEMPTS with Retry-After and the time to retry. */
export function tooManyAttempts(until: Date, what?: string): ApiError {
  const now = new Date();
  const retryAfter = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new ApiError(
    429,
    ERROR_CODES.tooManyAttempts,
    retryMessage(until, now, what),
    undefined,
    { retryAfterSeconds: retryAfter },
    { 'retry-after': String(retryAfter) },
  );
}

import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { loginThrottle } from '../../db/schema';

export type ThrottleSettings = Config['login'];

export const userKey = (username: string) => `user:${username.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

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
  const over = worst - settings.slowdownAfter + 1;
  const delayMs = over > 0 ? Math.min(2_000, over * settings.delayStepMs) : 0;
  return { blockedUntil, delayMs };
}

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

/** Counts one failed sign-in for each key (a key's window restarts once it has run out). */
export async function recordFailure(db: DbOrTx, keys: string[], windowMs: number): Promise<void> {
  const windowSeconds = windowMs / 1000;
  for (const key of keys) {
    await db
      .insert(loginThrottle)
      .values({ key, failures: 1, windowStart: sql`now()`, lastFailureAt: sql`now()` })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${loginThrottle.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${loginThrottle.failures} + 1 end`,
          windowStart: sql`case when ${loginThrottle.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${loginThrottle.windowStart} end`,
          lastFailureAt: sql`now()`,
        },
      });
  }
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.key} = ${key}`);
}

/** 'Please try again in 12 minutes (after 14:05 IST).' */
export function retryMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const clock = until.toLocaleTimeString('en-IN', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} (after ${clock} IST).`;
}

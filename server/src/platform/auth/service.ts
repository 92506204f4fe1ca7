import { setTimeout as sleep } from 'node:timers/promises';
import {
  type ChangePasswordRequest,
  type CurrentUser,
  ERROR_CODES,
  type LoginRequest,
  type LoginSuccess,
  type Role,
  type UpdateProfileRequest,
} from '@managewell/api/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { siteSettings, users } from '../db';
import type { AuthUser } from '../http';
import { ApiError, validationFailed } from '../http';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeOtherSessions, revokeSession } from './sessions';
import { passwordWeakness, personalWords } from './strength';
import {
  clearFailures,
  deviceKey,
  ipKey,
  passwordCheckKey,
  type Reservation,
  releaseAttempt,
  reserveAttempt,
  slowdownDelay,
  tooManyAttempts,
  userKey,
} from './throttle';

const invalidCredentials = () =>
  new ApiError(401, ERROR_CODES.invalidCredentials, 'The username or password is not correct.');

/** The budgets one sign-in attempt was charged to, reserved before its password is checked. */
interface ChargedAttempt {
  /** Reset by a success: the username's (unknown devices) or the known device's. */
  owner: Reservation;
  /** The client address's, released (not reset) by a success. */
  address: Reservation | null;
}

/**
 * Reserves the attempt before any password is checked. A known device (valid device cookie for
 * this username) spends its own budget; once that is used up it counts as an unknown device.
 * Unknown devices share the username's budget and their address's.
 */
async function chargeAttempt(
  ctx: AppContext,
  username: string,
  ip: string,
  knownDevice: string | null,
): Promise<ChargedAttempt> {
  const { db, config } = ctx;
  const { maxFailures, maxFailuresPerIp, windowMs } = config.login;
  if (knownDevice) {
    const device = await reserveAttempt(db, deviceKey(knownDevice), maxFailures, windowMs);
    if (device.reserved) return { owner: device.reservation, address: null };
  }
  const user = await reserveAttempt(db, userKey(username), maxFailures, windowMs);
  if (!user.reserved) throw tooManyAttempts(user.blockedUntil);
  const address = await reserveAttempt(db, ipKey(ip), maxFailuresPerIp, windowMs);
  if (!address.reserved) {
    await releaseAttempt(db, user.reservation);
    throw tooManyAttempts(address.blockedUntil);
  }
  return { owner: user.reservation, address: address.reservation };
}

/**
 * Checks a username and password and opens a session. Brute force is bounded: each attempt takes
 * its place in the failure budgets atomically before argon2 runs, so however many arrive at once
 * at most LOGIN_MAX_FAILURES per username (and per known device) are ever checked per window.
 */
export async function login(
  ctx: AppContext,
  input: LoginRequest,
  ip: string,
  knownDevice: string | null = null,
): Promise<LoginSuccess> {
  const { db, config } = ctx;
  const username = input.username.toLowerCase();
  const charged = await chargeAttempt(ctx, username, ip, knownDevice);
  const earlier = Math.max(charged.owner.count, charged.address?.count ?? 0) - 1;
  const delayMs = slowdownDelay(earlier, config.login);
  if (delayMs > 0) await sleep(delayMs);

  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!user?.active) {
    await burnPasswordCheck(input.password, config.passwordHashCost);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
  await clearFailures(db, charged.owner.key);
  if (charged.address) await releaseAttempt(db, charged.address);
  const token = await createSession(db, user.id, config.tokenLifetimeMs, ip);
  return {
    username: user.username,
    role: user.role as Role,
    userid: user.id,
    token,
    ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
  };
}

export async function logout(ctx: AppContext, user: AuthUser): Promise<void> {
  await revokeSession(ctx.db, user.sessionId);
  await ctx.events.publish({ type: 'session.ended', sessionId: user.sessionId });
}

export function currentUserOf(user: AuthUser): CurrentUser {
  return {
    userid: user.id,
    username: user.username,
    role: user.role,
    fullName: user.fullName,
    email: user.email,
    ...(user.mustChangePassword ? { mustChangePassword: true as const } : {}),
  };
}

/** The words a guesser tries first for this person: their name, username, e-mail and the company's names. */
async function personalWordsOf(ctx: AppContext, user: AuthUser): Promise<string[]> {
  const [settings] = await ctx.db
    .select({
      legalName: sql<string | null>`${siteSettings.data}->'company'->>'legalName'`,
      companyName: sql<string | null>`${siteSettings.data}->'header'->>'company_name'`,
    })
    .from(siteSettings);
  return personalWords([
    user.fullName,
    user.username,
    user.email,
    settings?.legalName,
    settings?.companyName,
    'Managewell',
  ]);
}

/**
 * Replaces the password after checking the current one (throttled like sign-in, per user); every
 * other session of the user is revoked.
 */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  input: ChangePasswordRequest,
): Promise<{ revokedSessions: number }> {
  const weakness = passwordWeakness(input.newPassword, await personalWordsOf(ctx, user));
  if (weakness) throw validationFailed(weakness, { newPassword: weakness });
  const { maxFailures, windowMs } = ctx.config.login;
  const checkKey = passwordCheckKey(user.id);
  const attempt = await reserveAttempt(ctx.db, checkKey, maxFailures, windowMs);
  if (!attempt.reserved) throw tooManyAttempts(attempt.blockedUntil, 'wrong current passwords');
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw validationFailed('Your current password is not correct.', {
      currentPassword: 'Your current password is not correct.',
    });
  }
  await clearFailures(ctx.db, checkKey);
  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHashCost);
  const revokedSessions = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, user.id));
    return revokeOtherSessions(tx, user.id, user.sessionId);
  });
  await ctx.events.publish({ type: 'user.changed', userId: user.id });
  return { revokedSessions };
}

/** The signed-in user's own name and e-mail. */
export async function updateProfile(
  ctx: AppContext,
  user: AuthUser,
  input: UpdateProfileRequest,
): Promise<CurrentUser> {
  await ctx.db
    .update(users)
    .set({ fullName: input.fullName, email: input.email })
    .where(eq(users.id, user.id));
  // Cached sessions (this user's other devices too) carry the old name.
  await ctx.events.publish({ type: 'user.changed', userId: user.id });
  return { ...currentUserOf(user), fullName: input.fullName, email: input.email };
}

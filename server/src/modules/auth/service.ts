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
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { AuthUser } from '../../http/access';
import { ApiError, validationFailed } from '../../http/errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import { createSession, revokeOtherSessions, revokeSession } from './sessions';
import { clearFailures, ipKey, readThrottle, recordFailure, retryMessage, userKey } from './throttle';

const invalidCredentials = () =>
  new ApiError(401, ERROR_CODES.invalidCredentials, 'The username or password is not correct.');

/** Checks a username and password, with brute-force throttling, and opens a session. */
export async function login(ctx: AppContext, input: LoginRequest, ip: string): Promise<LoginSuccess> {
  const { db, config } = ctx;
  const username = input.username.toLowerCase();
  const keys = { user: userKey(username), ip: ipKey(ip) };
  const throttle = await readThrottle(db, keys, config.login);
  if (throttle.blockedUntil) {
    const retryAfter = Math.max(1, Math.ceil((throttle.blockedUntil.getTime() - Date.now()) / 1000));
    throw new ApiError(
      429,
      ERROR_CODES.tooManyAttempts,
      retryMessage(throttle.blockedUntil),
      undefined,
      { retryAfterSeconds: retryAfter },
      { 'retry-after': String(retryAfter) },
    );
  }
  if (throttle.delayMs > 0) await sleep(throttle.delayMs);

  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  if (!user?.active) {
    await burnPasswordCheck(input.password, config.passwordHashCost);
    await recordFailure(db, [keys.user, keys.ip], config.login.windowMs);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailure(db, [keys.user, keys.ip], config.login.windowMs);
    throw invalidCredentials();
  }
  await clearFailures(db, keys.user);
  const token = await createSession(db, user.id, config.tokenLifetimeMs, ip);
  return { username: user.username, role: user.role as Role, userid: user.id, token };
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
  };
}

/** Replaces the password after checking the current one; every other session of the user is revoked. */
export async function changePassword(
  ctx: AppContext,
  user: AuthUser,
  input: ChangePasswordRequest,
): Promise<{ revokedSessions: number }> {
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw validationFailed('Your current password is not correct.', {
      currentPassword: 'Your current password is not correct.',
    });
  }
  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHashCost);
  const revokedSessions = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
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

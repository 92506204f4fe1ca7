import type { AccessRequest, PasswordResetRequest } from '@managewell/api/contract';
import { ROLE_LABEL } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AddressLimit, countAgainstLimit } from '../../platform/auth';
import type { AppContext } from '../../platform/context';
import { users } from '../../platform/db';
import { createNotification } from '../../workplace/notifications';
import { staffRequests } from '../hr';

/** Requests a visitor may send from one address within the window. */
export const REQUESTS_PER_WINDOW = 5;

/** The public sign-up and reset pages cannot be used to flood HR's notifications. */
const STAFF_REQUEST_LIMIT: AddressLimit = {
  prefix: 'request',
  maxPerWindow: REQUESTS_PER_WINDOW,
  windowMs: 15 * 60_000,
};
const limitRequests = (ctx: AppContext, ip: string) => countAgainstLimit(ctx, STAFF_REQUEST_LIMIT, ip);

/** Sign-up: HR creates staff accounts, so a sign-up becomes a notification to HR. */
export async function requestAccess(ctx: AppContext, input: AccessRequest, ip: string): Promise<void> {
  await limitRequests(ctx, ip);
  const note = input.message ? ` Message: “${input.message}”` : '';
  // HR's queue (HR › Employee List › Requests) and a notification.
  await ctx.db.insert(staffRequests).values({
    kind: 'account',
    fullName: input.fullName,
    email: input.email.toLowerCase(),
    team: input.team,
    message: input.message ?? null,
  });
  await createNotification(ctx.db, {
    group: 'role',
    role: 'hr',
    title: `Account request: ${input.fullName}`,
    content: `${input.fullName} (${input.email}) asks for an account in ${ROLE_LABEL[input.team]}.${note}`,
  });
}

/**
 * Reset password: HR is told when the username exists. The answer is the same either way, and so
 * is the work done before it: looking the username up and notifying HR happen after answering.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: PasswordResetRequest,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await limitRequests(ctx, ip);
  const username = input.username.toLowerCase();
  ctx.background.run(log, 'password reset notification', () => notifyHrOfReset(ctx, username));
}

async function notifyHrOfReset(ctx: AppContext, username: string): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, username: users.username, fullName: users.fullName, active: users.active })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  if (!user?.active) return;
  await ctx.db
    .insert(staffRequests)
    .values({ kind: 'password-reset', fullName: user.fullName, userId: user.id });
  await createNotification(ctx.db, {
    group: 'role',
    role: 'hr',
    title: `Password reset requested: ${user.username}`,
    content: `${user.fullName} (${user.username}) asks for a new password. Hand it over in person or by phone.`,
  });
}

import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@managewell/api/contract';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { sessions, users } from '../db';
import type { AuthUser } from '../http';

/** 32 random bytes, base64url: the bearer token handed to the client once. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: DbOrTx,
  userId: number,
  lifetimeMs: number,
  ip: string | null,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + lifetimeMs),
    lastIp: ip,
    lastSeenAt: new Date(),
  });
  return token;
}

export interface ResolvedSession {
  user: AuthUser;
  expiresAt: Date;
  /** Last recorded activity (recorded at most once a minute), the creation time at first. */
  lastSeenAt: Date;
  lastIp: string | null;
}

/**
 * The session of a token when it exists, has not expired, been revoked or been left unused for
 * `idleMs`, and its user is active.
 */
export async function findSession(
  db: DbOrTx,
  tokenHash: string,
  idleMs: number,
): Promise<ResolvedSession | null> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sql<Date>`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`.mapWith(
        sessions.createdAt,
      ),
      lastIp: sessions.lastIp,
      id: users.id,
      username: users.username,
      role: users.role,
      fullName: users.fullName,
      email: users.email,
      mustChangePassword: users.mustChangePassword,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(
          sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt})`,
          sql`now() - make_interval(secs => ${idleMs / 1000})`,
        ),
        eq(users.active, true),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    user: {
      id: row.id,
      username: row.username,
      role: row.role as Role,
      fullName: row.fullName,
      email: row.email,
      sessionId: row.sessionId,
      tokenHash,
      ...(row.mustChangePassword ? { mustChangePassword: true } : {}),
    },
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    lastIp: row.lastIp,
  };
}

export async function touchSession(db: DbOrTx, sessionId: number, ip: string | null): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date(), lastIp: ip }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user except one (the caller's); returns how many. */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: number,
  keepSessionId: number,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

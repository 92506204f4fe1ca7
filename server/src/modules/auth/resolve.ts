import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/access';
import { findSession, hashToken, touchSession } from './sessions';

const TOUCH_EVERY_MS = 60_000;

/** Bearer token → signed-in user (hash lookup, through the short-lived session cache). */
export function sessionResolver(ctx: AppContext) {
  return async (token: string, request: FastifyRequest): Promise<AuthUser | null> => {
    const tokenHash = hashToken(token);
    let session = ctx.sessionCache.get(tokenHash);
    if (!session) {
      const stamp = ctx.sessionCache.stamp();
      session = await findSession(ctx.db, tokenHash);
      if (!session) return null;
      ctx.sessionCache.set(tokenHash, session, stamp);
    }
    const now = Date.now();
    if (
      session.lastIp !== request.ip ||
      !session.lastSeenAt ||
      now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS
    ) {
      session.lastSeenAt = new Date(now);
      session.lastIp = request.ip;
      touchSession(ctx.db, session.user.sessionId, request.ip).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not record session activity');
      });
    }
    return session.user;
  };
}

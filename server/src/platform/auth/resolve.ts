import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { AuthUser } from '../http';
import { findSession, hashToken, touchSession } from './sessions';

/** Activity is written at most this often per session (sooner only for a very short idle timeout). */
const TOUCH_EVERY_MS = 60_000;

/**
 * Bearer token → signed-in user (hash lookup, through the short-lived session cache). The last
 * activity that SESSION_IDLE_TIMEOUT measures is recorded at most once a minute per session.
 */
export function sessionResolver(ctx: AppContext) {
  const idleMs = ctx.config.sessionIdleMs;
  const touchEveryMs = Math.min(TOUCH_EVERY_MS, Math.floor(idleMs / 4));
  return async (token: string, request: FastifyRequest): Promise<AuthUser | null> => {
    const tokenHash = hashToken(token);
    let session = ctx.sessionCache.get(tokenHash);
    if (!session) {
      const stamp = ctx.sessionCache.stamp();
      session = await findSession(ctx.db, tokenHash, idleMs);
      if (!session) return null;
      ctx.sessionCache.set(tokenHash, session, stamp);
    }
    const now = Date.now();
    if (session.lastIp !== request.ip || now - session.lastSeenAt.getTime() > touchEveryMs) {
      session.lastSeenAt = new Date(now);
      session.lastIp = request.ip;
      touchSession(ctx.db, session.user.sessionId, request.ip).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not record session activity');
      });
    }
    return session.user;
  };
}

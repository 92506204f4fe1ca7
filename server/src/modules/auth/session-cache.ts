import type { ResolvedSession } from './sessions';

interface Entry {
  session: ResolvedSession;
  cachedUntil: number;
}

/**
 * A short-lived in-process cache of resolved sessions (token hash → user), so a burst of API calls
 * does not look the same token up for each one. Revocation on this node deletes entries at once;
 * another node may keep serving a revoked token for at most `ttlMs` (SESSION_CACHE, default 5 s).
 * A session idle for `idleMs` (SESSION_IDLE_TIMEOUT) is never served, as in the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly idleMs = Number.POSITIVE_INFINITY,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now = Date.now()): ResolvedSession | null {
    if (this.ttlMs <= 0) return null;
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    const { expiresAt, lastSeenAt } = entry.session;
    if (entry.cachedUntil <= now || expiresAt.getTime() <= now || lastSeenAt.getTime() + this.idleMs <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.session;
  }

  set(tokenHash: string, session: ResolvedSession, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, cachedUntil: now + this.ttlMs });
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /** Forgets every cached session of a user (password change, deactivation). */
  deleteUser(userId: number): void {
    for (const [hash, entry] of this.entries) {
      if (entry.session.user.id === userId) this.entries.delete(hash);
    }
  }
}

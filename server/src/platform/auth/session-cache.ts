import type { EventBus } from '../db';
import type { ResolvedSession } from './sessions';

interface Entry {
  session: ResolvedSession;
  cachedUntil: number;
}

/**
 * A short-lived in-process cache of resolved sessions (token hash → user), so a burst of API calls
 * does not look the same token up for each one. Sign-outs and user changes reach it through the
 * event bus from every process (`followEvents`): the process that made the change forgets at once,
 * the others when the event arrives. `ttlMs` (SESSION_CACHE, default 5 s) only bounds how long an
 * entry may outlive a lost event (database failing between the change and its notice).
 * A session idle for `idleMs` (SESSION_IDLE_TIMEOUT) is never served, as in the database.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by every removal: a lookup that began before one must not be cached (it may be stale). */
  private removals = 0;

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

  /** Taken before reading a session from the database, and given back to `set`. */
  stamp(): number {
    return this.removals;
  }

  /** Caches a session read from the database, unless a removal happened since `stamp` was taken. */
  set(tokenHash: string, session: ResolvedSession, stamp: number, now = Date.now()): void {
    if (this.ttlMs <= 0 || stamp !== this.removals) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(tokenHash, { session, cachedUntil: now + this.ttlMs });
  }

  delete(tokenHash: string): void {
    this.removals += 1;
    this.entries.delete(tokenHash);
  }

  /** Forgets a session (ended on any process). */
  deleteSession(sessionId: number): void {
    this.removals += 1;
    for (const [hash, entry] of this.entries) {
      if (entry.session.user.sessionId === sessionId) this.entries.delete(hash);
    }
  }

  clear(): void {
    this.removals += 1;
    this.entries.clear();
  }

  /** Subscribes the cache to sign-outs and user changes made by any process. */
  followEvents(events: EventBus): this {
    events.on('session.ended', (event) => this.deleteSession(event.sessionId));
    events.on('user.changed', (event) => this.deleteUser(event.userId));
    events.onMissed(() => this.clear());
    return this;
  }

  /** Forgets every cached session of a user (password change, deactivation). */
  deleteUser(userId: number): void {
    this.removals += 1;
    for (const [hash, entry] of this.entries) {
      if (entry.session.user.id === userId) this.entries.delete(hash);
    }
  }
}

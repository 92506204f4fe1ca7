import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Publisher } from '../../platform/db';
import { chatLastSeen, chatPresence, PRESENCE_FRESH_SECONDS } from '../chat';

/**
 * Who is online, shared by every process: each process keeps one row per user it has live tabs
 * of (chat_presence), refreshed by a heartbeat. A user is online while any fresh row exists. The
 * counting of tabs is per process (in memory); only the 0 ↔ 1 transitions touch the database, in
 * order per user, and announce 'presence.changed' when the user's overall state changed.
 */
export class Presence {
  readonly #tabs = new Map<number, number>();
  /** Per user, the database work of their transitions, in order. */
  readonly #queue = new Map<number, Promise<void>>();

  constructor(
    private readonly db: DbOrTx,
    private readonly events: Publisher,
    readonly processId: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Tabs of the user connected to this process. */
  tabs(userId: number): number {
    return this.#tabs.get(userId) ?? 0;
  }

  /** Users with tabs on this process. */
  users(): number[] {
    return [...this.#tabs.keys()];
  }

  connected(userId: number): Promise<void> {
    const tabs = this.tabs(userId) + 1;
    this.#tabs.set(userId, tabs);
    if (tabs > 1) return this.#queue.get(userId) ?? Promise.resolve();
    return this.#enqueue(userId, async () => {
      await this.db
        .insert(chatPresence)
        .values({ processId: this.processId, userId })
        .onConflictDoUpdate({
          target: [chatPresence.processId, chatPresence.userId],
          set: { heartbeatAt: sql`now()` },
        });
      await this.events.publish({ type: 'presence.changed', userId, online: true, lastSeenAt: null });
    });
  }

  disconnected(userId: number): Promise<void> {
    const tabs = this.tabs(userId) - 1;
    if (tabs > 0) {
      this.#tabs.set(userId, tabs);
      return this.#queue.get(userId) ?? Promise.resolve();
    }
    this.#tabs.delete(userId);
    return this.#enqueue(userId, async () => {
      if (this.tabs(userId) > 0) return; // a tab came back meanwhile (a reload)
      await this.db
        .delete(chatPresence)
        .where(and(eq(chatPresence.processId, this.processId), eq(chatPresence.userId, userId)));
      await this.#wentOfflineUnlessElsewhere([userId]);
    });
  }

  /**
   * Refreshes this process's rows and removes the rows of processes that stopped refreshing
   * (crashed); their users who are now nowhere online go offline.
   */
  async heartbeat(): Promise<void> {
    await this.db
      .update(chatPresence)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(chatPresence.processId, this.processId));
    const stale = await this.db
      .delete(chatPresence)
      .where(sql`${chatPresence.heartbeatAt} <= now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})`)
      .returning({ userId: chatPresence.userId });
    if (stale.length > 0) await this.#wentOfflineUnlessElsewhere([...new Set(stale.map((r) => r.userId))]);
  }

  /** On shutdown: this process's users go offline (unless connected elsewhere). */
  async stop(): Promise<void> {
    const userIds = this.users();
    this.#tabs.clear();
    await Promise.allSettled(this.#queue.values());
    const removed = await this.db
      .delete(chatPresence)
      .where(eq(chatPresence.processId, this.processId))
      .returning({ userId: chatPresence.userId });
    const all = [...new Set([...userIds, ...removed.map((r) => r.userId)])];
    if (all.length > 0) await this.#wentOfflineUnlessElsewhere(all);
  }

  async #wentOfflineUnlessElsewhere(userIds: number[]): Promise<void> {
    const idList = sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    );
    // One statement: record "last seen" for those with no fresh row anywhere.
    const offline = await this.db.execute<{ user_id: number; last_seen_at: Date }>(sql`
      insert into ${chatLastSeen} (user_id, last_seen_at)
      select u.id, now() from unnest(array[${idList}]::int[]) as u(id)
      where not exists (
        select 1 from ${chatPresence} p
        where p.user_id = u.id
          and p.heartbeat_at > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS}))
      on conflict (user_id) do update set last_seen_at = excluded.last_seen_at
      returning user_id, last_seen_at`);
    for (const row of offline.rows) {
      await this.events.publish({
        type: 'presence.changed',
        userId: Number(row.user_id),
        online: false,
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
      });
    }
  }

  #enqueue(userId: number, work: () => Promise<void>): Promise<void> {
    const previous = this.#queue.get(userId) ?? Promise.resolve();
    const next = previous.then(work).catch(this.onError);
    this.#queue.set(userId, next);
    void next.finally(() => {
      if (this.#queue.get(userId) === next) this.#queue.delete(userId);
    });
    return next;
  }
}

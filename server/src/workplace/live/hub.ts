import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { ChatMessage, LiveEvent } from '@managewell/api/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, EventBus } from '../../platform/db';
import { sessions, users } from '../../platform/db';
import type { AuthUser } from '../../platform/http';
import { messageFor } from '../chat';
import { Presence } from './presence';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const KEEPALIVE_MS = 25_000;
/** How often the sessions of open streams are checked (expired, idle, revoked on another path). */
const SESSION_CHECK_MS = 60_000;
/** A client this far behind (bytes buffered) is disconnected: it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1_000_000;
/** Client reconnection delay the browser starts from (the client backs off from there). */
const RETRY_MS = 2_000;

export interface LiveClient {
  user: AuthUser;
  stream: PassThrough;
}

export interface LiveHubOptions {
  db: Db;
  events: EventBus;
  idleMs: number;
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  keepAliveMs?: number;
}

/**
 * This process's live channels (one server-sent-event stream per browser tab). Events from every
 * process arrive through the EventBus (PostgreSQL LISTEN/NOTIFY) and are forwarded to the streams
 * of the users they concern; presence is shared through the database (Presence).
 */
export class LiveHub {
  readonly processId = randomUUID();
  readonly presence: Presence;
  readonly #clients = new Set<LiveClient>();
  readonly #byUser = new Map<number, Set<LiveClient>>();
  readonly #timers: NodeJS.Timeout[] = [];
  readonly #stops: (() => void)[] = [];
  #closed = false;

  constructor(private readonly options: LiveHubOptions) {
    const onError = (error: unknown) => options.log.error({ err: error }, 'presence update failed');
    this.presence = new Presence(options.db, options.events, this.processId, onError);
    this.#follow(options.events);
  }

  get size(): number {
    return this.#clients.size;
  }

  start(): void {
    const keepAlive = setInterval(() => this.#keepAlive(), this.options.keepAliveMs ?? KEEPALIVE_MS);
    const sessionsCheck = setInterval(() => void this.#checkSessions(), SESSION_CHECK_MS);
    for (const timer of [keepAlive, sessionsCheck]) timer.unref();
    this.#timers.push(keepAlive, sessionsCheck);
  }

  async stop(): Promise<void> {
    this.#closed = true;
    for (const timer of this.#timers) clearInterval(timer);
    for (const stop of this.#stops) stop();
    for (const client of [...this.#clients]) client.stream.end();
    this.#clients.clear();
    this.#byUser.clear();
    await this.presence.stop().catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'could not clear presence at shutdown');
    });
  }

  /** Opens a stream for a signed-in user; it ends when the tab goes, the session ends or the server stops. */
  open(user: AuthUser, onGone: (close: () => void) => void): PassThrough {
    const stream = new PassThrough();
    const client: LiveClient = { user, stream };
    if (this.#closed) {
      stream.end();
      return stream;
    }
    this.#clients.add(client);
    let set = this.#byUser.get(user.id);
    if (!set) {
      set = new Set();
      this.#byUser.set(user.id, set);
    }
    set.add(client);
    stream.write(`retry: ${RETRY_MS}\n\n`);
    let gone = false;
    const close = () => {
      if (gone) return;
      gone = true;
      this.#clients.delete(client);
      const own = this.#byUser.get(user.id);
      own?.delete(client);
      if (own?.size === 0) this.#byUser.delete(user.id);
      if (!stream.writableEnded) stream.end();
      void this.presence.disconnected(user.id);
    };
    onGone(close);
    stream.on('close', close);
    // 'hello' after presence is recorded: the client then (re)loads what it shows (catch-up).
    void this.presence
      .connected(user.id)
      .finally(() => this.#send(client, { type: 'hello', userId: user.id }));
    return stream;
  }

  #send(client: LiveClient, event: LiveEvent): void {
    const { stream } = client;
    if (stream.writableEnded || stream.destroyed) return;
    if (stream.writableLength > MAX_BUFFERED_BYTES) {
      stream.end(); // too slow: it reconnects and catches up
      return;
    }
    stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  #toUsers(userIds: Iterable<number>, event: LiveEvent): void {
    for (const id of new Set(userIds))
      for (const client of this.#byUser.get(id) ?? []) this.#send(client, event);
  }

  #toAll(event: LiveEvent, where: (user: AuthUser) => boolean = () => true): void {
    for (const client of this.#clients) if (where(client.user)) this.#send(client, event);
  }

  #close(where: (user: AuthUser) => boolean): void {
    for (const client of [...this.#clients]) if (where(client.user)) client.stream.end();
  }

  #follow(events: EventBus): void {
    this.#stops.push(
      events.on('notification.created', (event) => {
        const notice: LiveEvent = { type: 'notifications' };
        if (event.group === 'all') this.#toAll(notice);
        else if (event.group === 'role') this.#toAll(notice, (user) => user.role === event.role);
        else if (event.userId !== undefined) this.#toUsers([event.userId], notice);
      }),
      events.on('notification.read', (event) => this.#toUsers([event.userId], { type: 'notifications' })),
      events.on('chat.message', async (event) => {
        if (!this.#byUser.has(event.senderId) && !this.#byUser.has(event.recipientId)) return;
        const message: ChatMessage | null = await messageFor(this.options.db, event.messageId);
        if (message) this.#toUsers([event.senderId, event.recipientId], { type: 'message', message });
      }),
      events.on('chat.read', (event) =>
        this.#toUsers([event.readerId, event.peerId], {
          type: 'read',
          readerId: event.readerId,
          peerId: event.peerId,
          upToId: event.upToId,
          readAt: new Date().toISOString(),
        }),
      ),
      events.on('chat.typing', (event) =>
        this.#toUsers([event.recipientId], { type: 'typing', userId: event.senderId }),
      ),
      events.on('presence.changed', (event) =>
        this.#toAll(
          { type: 'presence', userId: event.userId, online: event.online, lastSeenAt: event.lastSeenAt },
          (user) => user.id !== event.userId,
        ),
      ),
      events.on('calendar.changed', () => this.#toAll({ type: 'calendar' })),
      events.on('editors.changed', (event) =>
        this.#toAll({ type: 'editors', item: event.item }, (user) => event.roles.includes(user.role)),
      ),
      events.on('session.ended', (event) => this.#close((user) => user.sessionId === event.sessionId)),
      // A changed user (deactivated, new password, new role) reconnects and is checked again.
      events.on('user.changed', (event) => this.#close((user) => user.id === event.userId)),
      // Events may have been lost while the listener was down: every tab catches up.
      events.onMissed(() => this.#toAll({ type: 'hello', userId: 0 })),
    );
  }

  #keepAlive(): void {
    for (const client of this.#clients) {
      if (!client.stream.writableEnded) client.stream.write(': keep-alive\n\n');
    }
    // Also sweeps the rows of processes that died, so it runs with no client here too.
    this.presence.heartbeat().catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'presence heartbeat failed');
    });
  }

  /** Closes the streams whose session is no longer valid (expired, idle too long, revoked, user inactive). */
  async #checkSessions(): Promise<void> {
    const ids = [...new Set([...this.#clients].map((c) => c.user.sessionId))];
    if (ids.length === 0) return;
    try {
      const valid = await this.options.db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.id, ids),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > now()`,
            sql`coalesce(${sessions.lastSeenAt}, ${sessions.createdAt}) > now() - make_interval(secs => ${this.options.idleMs / 1000})`,
            eq(users.active, true),
          ),
        );
      const alive = new Set(valid.map((row) => row.id));
      this.#close((user) => !alive.has(user.sessionId));
    } catch (error) {
      this.options.log.warn({ err: error }, 'could not check the sessions of live streams');
    }
  }
}

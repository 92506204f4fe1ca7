/**
 * Events between the server processes (and within one): PostgreSQL LISTEN/NOTIFY on one channel.
 *
 * Every process that serves requests runs an EventBus: a dedicated connection LISTENing on the
 * channel, which calls this process's subscribers for each event any process publishes. Caches
 * subscribe to the events that make them stale, live features (notifications, chat) to the ones
 * they forward. When the listening connection drops, it reconnects with back-off and tells the
 * `onMissed` subscribers, since events sent in between are lost: caches then forget everything.
 *
 * Two ways to publish:
 * - `bus.publish(event)` after the change has committed: this process's subscribers run before it
 *   returns (the next request here sees the change), the others get it through NOTIFY.
 * - `bus.publish(event, tx)` / `sendEvent(tx, event)` inside the transaction of the change: sent
 *   by PostgreSQL at commit and dropped on rollback, so the change never goes unannounced;
 *   every process, this one included, gets it through LISTEN a moment after the commit.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DbOrTx } from './client';

/** The one channel every event travels on. */
export const EVENT_CHANNEL = 'managewell_events';
/** application_name of the listening connections (seen in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'managewell-events';

/** Most content item ids one `site.changed` names (NOTIFY carries at most 8,000 bytes). */
const CHANGED_ITEMS_MAX = 300;

/**
 * The event for a change of these content items only. A longer list is left out: every process
 * then reads the whole site snapshot again.
 */
export function contentChanged(ids: number[]): AppEvent {
  return ids.length <= CHANGED_ITEMS_MAX ? { type: 'site.changed', items: ids } : { type: 'site.changed' };
}

/** Everything processes tell each other. Payloads stay small: NOTIFY carries at most 8,000 bytes. */
export type AppEvent =
  /**
   * Website content, settings or media changed; `mediaId`: that media original was replaced;
   * `items`: only these content items changed (rows or slug history), so caches may read just them.
   */
  | { type: 'site.changed'; mediaId?: string; items?: number[] }
  /** A session was ended (sign-out): its token is refused everywhere. */
  | { type: 'session.ended'; sessionId: number }
  /** A user's password, profile or status changed: every cached session of theirs is reloaded. */
  | { type: 'user.changed'; userId: number }
  /** A lead was added or changed (list totals are stale). */
  | { type: 'leads.changed' }
  /** A mail was stored in the outbox (modules/mail): the mailer sends it or keeps it. */
  | { type: 'mail.queued'; mailId: number }
  /** A notification was stored for a role, for everyone, or for one user. */
  | {
      type: 'notification.created';
      notificationId: number;
      group: 'role' | 'all' | 'personal';
      role?: string;
      userId?: number;
    }
  /** A user marked notifications read (their other tabs refresh the bell). */
  | { type: 'notification.read'; userId: number }
  /** A chat message was stored (modules/chat): both people's tabs are told. */
  | { type: 'chat.message'; messageId: number; senderId: number; recipientId: number }
  /** `readerId` read `peerId`'s messages up to `upToId` (the sender sees "seen"). */
  | { type: 'chat.read'; readerId: number; peerId: number; upToId: number }
  /** `senderId` is typing to `recipientId` (not stored). */
  | { type: 'chat.typing'; senderId: number; recipientId: number }
  /** A user came online (first tab on any process) or went offline (last tab closed). */
  | { type: 'presence.changed'; userId: number; online: boolean; lastSeenAt: string | null }
  /** A calendar event was added, changed or removed (open calendars refetch). */
  | { type: 'calendar.changed' }
  /** Someone opened or closed a studio item (tabs of these roles showing it ask who is there). */
  | { type: 'editors.changed'; item: string; roles: string[] };

export type AppEventType = AppEvent['type'];
export type EventOf<T extends AppEventType> = Extract<AppEvent, { type: T }>;

/** What code that changes data needs: AppContext.events, or `databaseEvents` outside an app. */
export interface Publisher {
  /** Without `tx`: after the change committed. With `tx`: inside the change's transaction. */
  publish(event: AppEvent, tx?: DbOrTx): Promise<void>;
}

/** On the wire: the event, and the bus that already delivered it locally (it skips its echo). */
interface Envelope {
  origin?: string;
  event: AppEvent;
}

/**
 * Sends an event to every listening process. Inside a transaction PostgreSQL sends it at
 * commit (nothing on rollback); identical events of one transaction arrive once.
 */
export async function sendEvent(db: DbOrTx, event: AppEvent, origin?: string): Promise<void> {
  const envelope: Envelope = origin ? { origin, event } : { event };
  await db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${JSON.stringify(envelope)})`);
}

/** A publisher with no subscribers of its own (seed, scripts): every listening process is told. */
export function databaseEvents(db: DbOrTx): Publisher {
  return { publish: (event, tx) => sendEvent(tx ?? db, event) };
}

interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface EventBusOptions {
  connectionString: string;
  /** Where `publish` sends when no transaction is given. */
  db: DbOrTx;
  log: Logger;
  /** Reconnection back-off: first wait and cap (doubling in between). */
  retry?: { firstMs: number; maxMs: number };
  /** How often the idle listening connection is checked (a dead TCP peer sends no error). */
  pingEveryMs?: number;
}

type Handler = (event: AppEvent) => void | Promise<void>;

export class EventBus implements Publisher {
  readonly #id = randomUUID();
  readonly #handlers = new Map<AppEventType, Set<Handler>>();
  readonly #missedHandlers = new Set<() => void>();
  readonly #options: Required<Omit<EventBusOptions, 'retry'>> & { retry: { firstMs: number; maxMs: number } };
  #client: pg.Client | null = null;
  #listening = false;
  #stopped = false;
  #retryDelay: number;
  #retryTimer: NodeJS.Timeout | null = null;
  #pingTimer: NodeJS.Timeout | null = null;

  constructor(options: EventBusOptions) {
    this.#options = {
      retry: { firstMs: 250, maxMs: 30_000 },
      pingEveryMs: 30_000,
      ...options,
    };
    this.#retryDelay = this.#options.retry.firstMs;
  }

  /** True while the listening connection is up (events from other processes arrive). */
  get listening(): boolean {
    return this.#listening;
  }

  /** Connects and LISTENs; rejects when the first connection fails (the server cannot start safely). */
  async start(): Promise<void> {
    this.#stopped = false;
    try {
      await this.#connect();
    } catch (error) {
      // The database is down at start: serve (health says 503) and keep trying to listen.
      this.#options.log.warn({ err: error }, 'event listener could not connect; retrying');
      this.#scheduleReconnect();
    }
    this.#pingTimer = setInterval(() => void this.#ping(), this.#options.pingEveryMs);
    this.#pingTimer.unref();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#listening = false;
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    if (this.#pingTimer) clearInterval(this.#pingTimer);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  /** Calls `handler` for every event of this type, from any process; returns the unsubscribe. */
  on<T extends AppEventType>(type: T, handler: (event: EventOf<T>) => void | Promise<void>): () => void {
    let set = this.#handlers.get(type);
    if (!set) {
      set = new Set();
      this.#handlers.set(type, set);
    }
    set.add(handler as Handler);
    return () => set.delete(handler as Handler);
  }

  /** Called after the listening connection came back: events may have been lost meanwhile. */
  onMissed(handler: () => void): () => void {
    this.#missedHandlers.add(handler);
    return () => this.#missedHandlers.delete(handler);
  }

  /** For caches: `clear` runs on each of these events and whenever events may have been missed. */
  clearOn(types: AppEventType[], clear: () => void): () => void {
    const stops = [...types.map((type) => this.on(type, () => clear())), this.onMissed(clear)];
    return () => {
      for (const stop of stops) stop();
    };
  }

  async publish(event: AppEvent, tx?: DbOrTx): Promise<void> {
    if (tx) {
      // Errors reach the caller: the transaction rolls back, nothing changed unannounced.
      await sendEvent(tx, event);
      return;
    }
    this.#deliver(event);
    try {
      await sendEvent(this.#options.db, event, this.#id);
    } catch (error) {
      // The change has committed and this process knows; the database is failing, so the
      // other processes' listeners are reconnecting too and will clear their caches (onMissed).
      this.#options.log.error(
        { err: error, event: event.type },
        'could not send an event to the other processes',
      );
    }
  }

  #deliver(event: AppEvent): void {
    for (const handler of this.#handlers.get(event.type) ?? []) {
      try {
        const result = handler(event);
        if (result instanceof Promise) result.catch((error: unknown) => this.#handlerFailed(event, error));
      } catch (error) {
        this.#handlerFailed(event, error);
      }
    }
  }

  #handlerFailed(event: AppEvent, error: unknown): void {
    this.#options.log.error({ err: error, event: event.type }, 'an event subscriber failed');
  }

  #receive(message: pg.Notification): void {
    if (message.channel !== EVENT_CHANNEL || !message.payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message.payload) as Envelope;
    } catch {
      this.#options.log.warn({ channel: message.channel }, 'ignored an event that is not JSON');
      return;
    }
    if (typeof envelope?.event?.type !== 'string') return;
    if (envelope.origin === this.#id) return; // delivered here when it was published
    this.#deliver(envelope.event);
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.#options.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    client.on('notification', (message) => this.#receive(message));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENT_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.#stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#listening = true;
    this.#retryDelay = this.#options.retry.firstMs;
  }

  /** The listening connection failed or closed: reconnect unless stopping. */
  #lost(client: pg.Client, error: Error | null): void {
    if (this.#client !== client) return;
    this.#client = null;
    this.#listening = false;
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.#stopped) return;
    this.#options.log.warn(
      { err: error ?? undefined },
      'event listener lost its database connection; reconnecting',
    );
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#stopped || this.#retryTimer) return;
    const delay = this.#retryDelay;
    this.#retryDelay = Math.min(this.#retryDelay * 2, this.#options.retry.maxMs);
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      this.#connect().then(
        () => {
          if (!this.#listening) return;
          this.#options.log.info({}, 'event listener reconnected; caches cleared');
          for (const handler of this.#missedHandlers) {
            try {
              handler();
            } catch (error) {
              this.#options.log.error({ err: error }, 'an event subscriber failed');
            }
          }
        },
        (error: unknown) => {
          this.#options.log.warn(
            { err: error, retryInMs: this.#retryDelay },
            'event listener could not reconnect',
          );
          this.#scheduleReconnect();
        },
      );
    }, delay);
    this.#retryTimer.unref();
  }

  /** A query on the idle connection: a silently dead connection shows up as an error here. */
  async #ping(): Promise<void> {
    const client = this.#client;
    if (!client) return;
    try {
      await client.query({ text: 'select 1', query_timeout: 10_000 } as pg.QueryConfig);
    } catch (error) {
      this.#lost(client, error as Error);
    }
  }
}

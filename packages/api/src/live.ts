import type { LiveEvent } from './contract';
import { liveRoutes } from './contract/routes.generated';
import { currentToken, sessionRejected } from './http';

type Listener = (event: LiveEvent) => void;
export type LiveStatus = 'connecting' | 'open' | 'closed';

/** Listeners of every channel: pages of a remote, which cannot reach the shell's provider. */
const everywhere = new Set<Listener>();

/** Calls `listener` with each event of the tab's live channel (whichever opened it); returns the stop. */
export function onLiveEvent(listener: Listener): () => void {
  everywhere.add(listener);
  return () => everywhere.delete(listener);
}

/** Reconnection back-off: doubles from the first wait up to the cap, with jitter. */
export const LIVE_RETRY = { firstMs: 1_000, maxMs: 30_000 };

/** The delay before reconnection attempt `attempt` (0-based): exponential, capped, ±20 % jitter. */
export function retryDelay(attempt: number, random = Math.random): number {
  const base = Math.min(LIVE_RETRY.firstMs * 2 ** attempt, LIVE_RETRY.maxMs);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Splits a server-sent-event text stream into events (`data:` lines joined; comments ignored). */
export function parseEventStream(buffer: string): { events: LiveEvent[]; rest: string } {
  const events: LiveEvent[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(line.startsWith('data: ') ? 6 : 5))
      .join('\n');
    if (!data) continue;
    try {
      events.push(JSON.parse(data) as LiveEvent);
    } catch {
      // not ours: ignored
    }
  }
  return { events, rest };
}

/**
 * The tab's live channel (GET /api/live): a server-sent-event stream read with fetch, so the
 * bearer token goes in a header as on every call. It reconnects with back-off when the stream
 * drops, at once when the browser comes back online; after each (re)connection the server sends
 * 'hello' and every listener reloads what it shows (nothing missed while disconnected).
 * A 401 ends the session (signed out elsewhere, revoked, expired).
 */
export class LiveChannel {
  readonly #listeners = new Set<Listener>();
  readonly #statusListeners = new Set<(status: LiveStatus) => void>();
  #abort: AbortController | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #attempt = 0;
  #stopped = true;
  #status: LiveStatus = 'closed';

  constructor(private readonly url = liveRoutes['live.events'].path) {}

  get status(): LiveStatus {
    return this.#status;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.#statusListeners.add(listener);
    return () => this.#statusListeners.delete(listener);
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    window.addEventListener('online', this.#reconnectNow);
    window.addEventListener('offline', this.#dropNow);
    void this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    window.removeEventListener('online', this.#reconnectNow);
    window.removeEventListener('offline', this.#dropNow);
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#abort?.abort();
    this.#abort = null;
    this.#setStatus('closed');
  }

  readonly #reconnectNow = () => {
    if (this.#stopped || this.#status === 'open') return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#attempt = 0;
    void this.#connect();
  };

  /** The browser says it is offline: the stream is dead even if no error came yet. */
  readonly #dropNow = () => {
    this.#abort?.abort();
  };

  #setStatus(status: LiveStatus): void {
    if (this.#status === status) return;
    this.#status = status;
    for (const listener of this.#statusListeners) listener(status);
  }

  async #connect(): Promise<void> {
    if (this.#stopped) return;
    const token = currentToken();
    if (!token) return;
    this.#abort?.abort();
    const abort = new AbortController();
    this.#abort = abort;
    this.#setStatus('connecting');
    try {
      const response = await fetch(this.url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: abort.signal,
        cache: 'no-store',
      });
      if (response.status === 401) {
        this.stop();
        sessionRejected();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`live channel: ${response.status}`);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        const parsed = parseEventStream(buffer);
        buffer = parsed.rest;
        for (const event of parsed.events) {
          if (event.type === 'hello') {
            this.#attempt = 0;
            this.#setStatus('open');
          }
          for (const listener of [...this.#listeners, ...everywhere]) listener(event);
        }
      }
    } catch {
      // dropped or refused: retried below
    }
    if (this.#abort === abort) this.#abort = null;
    if (this.#stopped) return;
    this.#setStatus('closed');
    const delay = retryDelay(this.#attempt++);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.#connect();
    }, delay);
  }
}

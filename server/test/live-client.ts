import type { LiveEvent } from '@managewell/api/contract';

/** A tab's live channel in a test: GET /api/live over real HTTP, its events parsed as they come. */
export interface LiveTab {
  events: LiveEvent[];
  /** Resolves with the first event (already received or to come) that matches. */
  next<T extends LiveEvent['type']>(
    type: T,
    match?: (event: Extract<LiveEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<LiveEvent, { type: T }>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openLive(baseUrl: string, token: string): Promise<LiveTab> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`live channel answered ${response.status}`);
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block
            .split('\n')
            .filter((line) => line.startsWith('data: '))
            .map((line) => line.slice(6))
            .join('\n');
          if (data) events.push(JSON.parse(data) as LiveEvent);
          for (const wake of waiters) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    } finally {
      for (const wake of waiters) wake();
    }
  })();
  let finished = false;
  void ended.then(() => {
    finished = true;
  });
  return {
    events,
    ended,
    close: () => abort.abort(),
    next: (type, match = () => true, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((e) => e.type === type && match(e as never));
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found as never);
          } else if (finished) {
            waiters.delete(check);
            clearTimeout(timer);
            reject(new Error(`live channel ended before a '${type}' event`));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${type}' event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}

/** Listens on a random local port (the live channel needs real HTTP, not inject). */
export async function listenLocally(app: { listen(o: object): Promise<string> }): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

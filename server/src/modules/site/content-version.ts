/**
 * The process-wide content version. Every write through the repository bumps it; the page and
 * settings caches compare it and rebuild lazily, and the media cache drops a replaced image.
 *
 * One process only: with several nodes, each write would also `NOTIFY site_content` and every
 * node would `LISTEN` and call `contentChanged()` (not needed while we run a single node).
 */
import { EventEmitter } from 'node:events';

let version = 1;
const events = new EventEmitter();
events.setMaxListeners(0);

export function contentVersion(): number {
  return version;
}

/** Call after any content, settings or media write has been committed. */
export function contentChanged(): void {
  version += 1;
  events.emit('content', version);
}

/** A media original was replaced: its cached variants are stale. */
export function mediaReplaced(id: string): void {
  events.emit('media', id);
}

let arriving: Promise<unknown> | null = null;

/**
 * Media being stored in the background (the seed's pictures after a first start): until it
 * settles, a request for a media id that is not stored yet waits for it instead of a 404.
 */
export function mediaArriving(work: Promise<unknown>): void {
  const settled: Promise<unknown> = work.then(
    () => undefined,
    () => undefined,
  );
  arriving = settled;
  void settled.then(() => {
    if (arriving === settled) arriving = null;
  });
}

/** The background media work still running, if any (settles, never rejects). */
export function arrivingMedia(): Promise<unknown> | null {
  return arriving;
}

export function onContentChanged(listener: (version: number) => void): () => void {
  events.on('content', listener);
  return () => events.off('content', listener);
}

export function onMediaReplaced(listener: (id: string) => void): () => void {
  events.on('media', listener);
  return () => events.off('media', listener);
}

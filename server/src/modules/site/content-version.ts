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

export function onContentChanged(listener: (version: number) => void): () => void {
  events.on('content', listener);
  return () => events.off('content', listener);
}

export function onMediaReplaced(listener: (id: string) => void): () => void {
  events.on('media', listener);
  return () => events.off('media', listener);
}

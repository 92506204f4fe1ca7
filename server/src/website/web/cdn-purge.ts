import type { FastifyBaseLogger } from 'fastify';
import type { PublicCacheSettings } from '../../platform/config';
import type { EventBus } from '../../platform/db';

/** Changes within this long are told in one call (a publish writes several items). */
export const PURGE_DEBOUNCE_MS = 1000;
const PURGE_TIMEOUT_MS = 10_000;

/**
 * Tells a CDN (CDN_PURGE_URL) that the published site changed, so it drops its copies instead of
 * serving them until s-maxage runs out. Every process hears every change, so each calls: the
 * purge must be idempotent. A failed call is logged; the copies then expire by themselves.
 */
export function followCdnPurge(
  events: EventBus,
  settings: PublicCacheSettings,
  log: FastifyBaseLogger,
): () => void {
  const { purgeUrl, purgeToken } = settings;
  if (!purgeUrl) return () => undefined;
  let timer: NodeJS.Timeout | null = null;
  const purge = async () => {
    timer = null;
    try {
      const response = await fetch(purgeUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(purgeToken ? { authorization: `Bearer ${purgeToken}` } : {}),
        },
        body: JSON.stringify({ event: 'site.changed', paths: ['/*'] }),
        signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
      });
      if (!response.ok) log.warn({ status: response.status }, 'the CDN purge hook refused the call');
    } catch (error) {
      log.warn({ err: error }, 'the CDN purge hook did not answer');
    }
  };
  const schedule = () => {
    timer ??= setTimeout(() => void purge(), PURGE_DEBOUNCE_MS);
  };
  const stops = [events.on('site.changed', schedule), events.onMissed(schedule)];
  return () => {
    if (timer) clearTimeout(timer);
    for (const stop of stops) stop();
  };
}

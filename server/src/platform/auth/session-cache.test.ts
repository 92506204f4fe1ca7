import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { ResolvedSession } from './sessions';

const now = Date.parse('2026-01-01T10:00:00Z');
const session = (lastSeenAt: number): ResolvedSession => ({
  user: {
    id: 1,
    username: 'sales',
    role: 'sales',
    fullName: 'Sales',
    email: null,
    sessionId: 7,
    tokenHash: 'hash',
  },
  expiresAt: new Date(now + 86_400_000),
  lastSeenAt: new Date(lastSeenAt),
  lastIp: '127.0.0.1',
});

describe('SessionCache', () => {
  it('serves a session used recently until its cache time runs out', () => {
    const cache = new SessionCache(5_000, 2 * 3_600_000);
    cache.set('hash', session(now - 60_000), cache.stamp(), now);
    expect(cache.get('hash', now + 4_000)).not.toBeNull();
    expect(cache.get('hash', now + 5_000)).toBeNull();
  });

  it('never serves a session idle for the inactivity timeout', () => {
    const cache = new SessionCache(60_000, 2 * 3_600_000);
    cache.set('hash', session(now - 2 * 3_600_000 + 1_000), cache.stamp(), now);
    expect(cache.get('hash', now)).not.toBeNull();
    expect(cache.get('hash', now + 1_000)).toBeNull();
  });
});

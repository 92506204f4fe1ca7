import { describe, expect, it } from 'vitest';
import { decideThrottle, retryMessage, slowdownDelay, type ThrottleSettings } from './throttle';

const settings: ThrottleSettings = {
  slowdownAfter: 3,
  maxFailures: 10,
  maxFailuresPerIp: 50,
  windowMs: 15 * 60_000,
  delayStepMs: 250,
};
const keys = { user: 'user:admin', ip: 'ip:1.2.3.4' };
const now = new Date('2026-01-01T10:00:00Z');
const started = new Date('2026-01-01T09:55:00Z');

describe('decideThrottle', () => {
  it('lets the first failures through without delay', () => {
    expect(
      decideThrottle([{ key: keys.user, failures: 2, windowStart: started }], keys, settings, now),
    ).toEqual({
      blockedUntil: null,
      delayMs: 0,
    });
  });

  it('slows down after a few failures', () => {
    const state = decideThrottle(
      [{ key: keys.user, failures: 5, windowStart: started }],
      keys,
      settings,
      now,
    );
    expect(state.delayMs).toBe(750);
    expect(state.blockedUntil).toBeNull();
  });

  it('blocks the username until the window ends after the maximum', () => {
    const state = decideThrottle(
      [{ key: keys.user, failures: 10, windowStart: started }],
      keys,
      settings,
      now,
    );
    expect(state.blockedUntil).toEqual(new Date('2026-01-01T10:10:00Z'));
  });

  it('uses the larger per-IP limit for the IP counter', () => {
    const state = decideThrottle([{ key: keys.ip, failures: 10, windowStart: started }], keys, settings, now);
    expect(state.blockedUntil).toBeNull();
  });

  it('forgets failures of an expired window', () => {
    const old = new Date('2026-01-01T09:00:00Z');
    expect(decideThrottle([{ key: keys.user, failures: 99, windowStart: old }], keys, settings, now)).toEqual(
      {
        blockedUntil: null,
        delayMs: 0,
      },
    );
  });
});

describe('slowdownDelay', () => {
  it('waits a step more for each earlier failure past the slow-down point, at most 2 s', () => {
    expect(slowdownDelay(0, settings)).toBe(0);
    expect(slowdownDelay(2, settings)).toBe(0);
    expect(slowdownDelay(3, settings)).toBe(250);
    expect(slowdownDelay(5, settings)).toBe(750);
    expect(slowdownDelay(100, settings)).toBe(2_000);
  });
});

describe('retryMessage', () => {
  it('says when to retry', () => {
    expect(retryMessage(new Date('2026-01-01T10:10:00Z'), now)).toBe(
      'Too many failed sign-in attempts. Please try again in 10 minutes (after 15:40 IST).',
    );
  });

  it('names what there were too many of', () => {
    expect(retryMessage(new Date('2026-01-01T10:01:00Z'), now, 'wrong current passwords')).toBe(
      'Too many wrong current passwords. Please try again in 1 minute (after 15:31 IST).',
    );
  });
});

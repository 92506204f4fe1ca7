import { describe, expect, it } from 'vitest';
import { createRandom } from '../website/pictures/random';
import { laterTodayIst } from './sales';

const istClock = (d: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
const istDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);

describe('demo follow-ups due "today"', () => {
  it('fall after now, within working hours in India, at any hour the demo is seeded', () => {
    const random = createRandom(7);
    // Every half hour of one IST day (2026-11-23 00:00 IST is 2026-11-22 18:30 UTC).
    for (let step = 0; step < 48; step++) {
      const now = Date.UTC(2026, 10, 22, 18, 30) + step * 1_800_000;
      const at = laterTodayIst(now, random);
      expect(at.getTime()).toBeGreaterThan(now);
      expect(istClock(at) >= '10:00' && istClock(at) <= '18:30').toBe(true);
      // Today while working hours remain; tomorrow morning after 18:00.
      const sameDay = istDay(at) === istDay(new Date(now));
      expect(sameDay).toBe(istClock(new Date(now)) < '18:00');
    }
  });
});

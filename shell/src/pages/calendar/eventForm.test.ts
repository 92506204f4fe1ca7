import { describe, expect, it } from 'vitest';
import { newEventValues } from './eventForm';

describe('a new calendar event', () => {
  it('is not shared with everyone until its author says so', () => {
    expect(newEventValues().shared).toBe(false);
    expect(
      newEventValues({ start: '2026-11-20T04:30:00.000Z', end: '2026-11-20T05:30:00.000Z', allDay: false })
        .shared,
    ).toBe(false);
  });

  it('starts at the next whole hour, for an hour, in India', () => {
    const values = newEventValues(undefined, Date.UTC(2026, 10, 20, 4, 10));
    expect(values).toMatchObject({ start: '2026-11-20T10:30', end: '2026-11-20T11:30', allDay: false });
  });
});

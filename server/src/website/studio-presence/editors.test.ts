import { describe, expect, it } from 'vitest';
import { currentEditors } from './editors';

const now = new Date('2026-11-28T06:30:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('currentEditors', () => {
  it('lists each person with an open tab once, by name', () => {
    const tabs = [
      { userId: 2, name: 'Ravi', seenAt: ago(5) },
      { userId: 1, name: 'Meera', seenAt: ago(1) },
      { userId: 2, name: 'Ravi', seenAt: ago(30) },
    ];
    expect(currentEditors(tabs, now, 40)).toEqual([
      { userId: 1, name: 'Meera' },
      { userId: 2, name: 'Ravi' },
    ]);
  });

  it('leaves out a person whose tabs all closed', () => {
    expect(currentEditors([{ userId: 1, name: 'Meera', seenAt: ago(1) }], now, 40)).toHaveLength(1);
    expect(currentEditors([], now, 40)).toEqual([]);
  });

  it('drops tabs not heard from within the freshness window (a lost connection)', () => {
    const tabs = [
      { userId: 1, name: 'Meera', seenAt: ago(40) },
      { userId: 2, name: 'Ravi', seenAt: ago(39) },
    ];
    expect(currentEditors(tabs, now, 40)).toEqual([{ userId: 2, name: 'Ravi' }]);
    // Ravi stays while any of his tabs is fresh.
    expect(
      currentEditors([...tabs, { userId: 1, name: 'Meera', seenAt: ago(2) }], now, 40).map((e) => e.name),
    ).toEqual(['Meera', 'Ravi']);
  });
});

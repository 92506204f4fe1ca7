import { describe, expect, it } from 'vitest';
import { backupsToDelete } from './retention';

/** A backup taken at this IST wall-clock time. */
const at = (local: string) => ({ name: local, createdAt: new Date(`${local}:00+05:30`).toISOString() });
const names = (list: { name: string }[]) => list.map((b) => b.name).sort();

describe('backupsToDelete', () => {
  it('keeps the newest of each of the latest days and weeks, in IST, and deletes the rest', () => {
    const backups = [
      // Monday 2026-11-16 … Sunday 2026-11-29 (two weeks), one nightly backup and one manual.
      ...Array.from({ length: 14 }, (_, i) => at(`2026-11-${String(16 + i).padStart(2, '0')}T02:30`)),
      at('2026-11-29T15:00'),
      // Sunday 23:30 IST is still that Sunday (18:00 UTC), not Monday.
      at('2026-11-08T23:30'),
      at('2026-11-02T02:30'),
    ];
    const deleted = backupsToDelete(backups, 3, 3);
    const kept = backups.filter((b) => !deleted.includes(b));
    expect(names(kept)).toEqual(
      names([
        at('2026-11-27T02:30'),
        at('2026-11-28T02:30'),
        at('2026-11-29T15:00'),
        at('2026-11-22T02:30'),
        at('2026-11-08T23:30'),
      ]),
    );
  });

  it('does not let nights without a backup push out the last good ones', () => {
    const backups = [at('2026-10-01T02:30'), at('2026-10-02T02:30')];
    expect(backupsToDelete(backups, 7, 0)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { DbOrTx } from '../../platform/db/client';
import type { AppEvent } from '../../platform/db/events';
import { Presence } from './presence';

/** A stand-in database recording which statements run (insert/delete/update/execute), in order. */
function fakeDb(offlineRows: { user_id: number; last_seen_at: Date }[] = []) {
  const statements: string[] = [];
  const chain = (kind: string, result: unknown): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) =>
        key === 'then' ? (resolve: (value: unknown) => void) => resolve(result) : () => chain(kind, result),
    });
  const statement = (kind: string) => () => {
    statements.push(kind);
    return chain(kind, []);
  };
  const db = {
    insert: statement('insert'),
    delete: statement('delete'),
    update: statement('update'),
    execute: async () => {
      statements.push('execute');
      return { rows: offlineRows };
    },
  };
  return { db: db as unknown as DbOrTx, statements };
}

function recorder() {
  const events: AppEvent[] = [];
  return { events, publisher: { publish: async (event: AppEvent) => void events.push(event) } };
}

describe('Presence', () => {
  it('touches the database only when the first tab opens and the last closes', async () => {
    const { db, statements } = fakeDb([{ user_id: 7, last_seen_at: new Date('2026-11-23T06:00:00Z') }]);
    const { events, publisher } = recorder();
    const presence = new Presence(db, publisher, 'p1', (e) => {
      throw e;
    });
    await presence.connected(7);
    await presence.connected(7);
    expect(presence.tabs(7)).toBe(2);
    expect(statements).toEqual(['insert']);
    expect(events).toEqual([{ type: 'presence.changed', userId: 7, online: true, lastSeenAt: null }]);

    await presence.disconnected(7);
    expect(statements).toEqual(['insert']); // one tab still open
    await presence.disconnected(7);
    expect(statements).toEqual(['insert', 'delete', 'execute']);
    expect(events.at(-1)).toEqual({
      type: 'presence.changed',
      userId: 7,
      online: false,
      lastSeenAt: '2026-11-23T06:00:00.000Z',
    });
    expect(presence.users()).toEqual([]);
  });

  it('stays online through a reload (the last tab closes and a new one opens at once)', async () => {
    const { db, statements } = fakeDb();
    const { events, publisher } = recorder();
    const presence = new Presence(db, publisher, 'p1', (e) => {
      throw e;
    });
    await presence.connected(3);
    const closing = presence.disconnected(3);
    const opening = presence.connected(3);
    await Promise.all([closing, opening]);
    expect(presence.tabs(3)).toBe(1);
    // The close found a tab back and did nothing; no offline was announced.
    expect(statements).toEqual(['insert', 'insert']);
    expect(events.every((e) => e.type === 'presence.changed' && e.online)).toBe(true);
  });

  it('announces offline only the users no other process has (the database decides)', async () => {
    const { db } = fakeDb([]); // every user is still fresh elsewhere
    const { events, publisher } = recorder();
    const presence = new Presence(db, publisher, 'p1', (e) => {
      throw e;
    });
    await presence.connected(4);
    await presence.disconnected(4);
    expect(events.filter((e) => e.type === 'presence.changed' && !e.online)).toEqual([]);
  });
});

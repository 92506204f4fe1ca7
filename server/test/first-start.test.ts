import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { hashPassword } from '../src/platform/auth/passwords';
import { openDatabase } from '../src/platform/db/client';
import { users } from '../src/platform/db/schema';
import { TEST_PASSWORD_COST } from './constants';
import { cloneTemplate, testConfig } from './helpers';

describe('a server listening before its first-start demo seed is done', () => {
  it('lets a sign-in wait for the demo accounts instead of refusing it', async () => {
    const url = await cloneTemplate();
    const config = testConfig(url);
    const database = openDatabase(url, 4, config.databaseTimeouts);
    let seeded!: () => void;
    const seed = new Promise<void>((resolve) => {
      seeded = resolve;
    });
    // Tells the test when the sign-in has reached the wait (an await calls `then`).
    let waiting!: () => void;
    const signInWaits = new Promise<void>((resolve) => {
      waiting = resolve;
    });
    const accountsReady: PromiseLike<void> = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable that reports being awaited
      then(onSeeded, onFailed) {
        waiting();
        return seed.then(onSeeded, onFailed);
      },
    };
    const app = await buildApp(config, { database, accountsReady });
    try {
      const password = 'late-joiner-pool-2026';
      // `.then` sends the request now; the account it names does not exist yet.
      const answer = app
        .inject({ method: 'POST', url: '/api/login', payload: { username: 'late.joiner', password } })
        .then((response) => response);
      // The seed stores the account once the sign-in is waiting for it, then settles.
      await signInWaits;
      await database.db.insert(users).values({
        username: 'late.joiner',
        passwordHash: await hashPassword(password, TEST_PASSWORD_COST),
        role: 'sales',
        fullName: 'Late Joiner',
        email: 'late.joiner@example.in',
      });
      seeded();
      const response = await answer;
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().success.username).toBe('late.joiner');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

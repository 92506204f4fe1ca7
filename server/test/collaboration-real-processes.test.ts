/**
 * Chat and presence across real processes: two server processes (the real entry point, src/main.ts, started twice)
 * on one database, as two machines behind a load balancer. A message sent through process A
 * reaches the recipient's tab on process B, presence seen through A follows a tab on B, and a
 * notification created through A rings the bell of a tab on B. (collaboration-processes.test.ts
 * covers the same paths in more detail with two apps in this process.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { ChatMessage, Friend } from '@managewell/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/platform/auth/sessions';
import { openDatabase } from '../src/platform/db/client';
import { users } from '../src/platform/db/schema';
import { cloneTemplate } from './helpers';
import { openLive } from './live-client';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const children: ChildProcess[] = [];

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
});

/**
 * One server process on the database; resolves with its base URL once it is ready. The process
 * picks its own port (PORT=0) and names it in its ready line: a port chosen here and handed over
 * could be taken meanwhile by any outgoing connection on a busy machine.
 */
async function serverProcess(databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      SEED_DEMO: 'false',
      MEDIA_VARIANTS_AHEAD: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  // What the process said (JSON lines), shown if it stops before it is ready.
  let said = '';
  let base: string | null = null;
  child.stdout?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-8000);
    base ??= /"url":"(http:\/\/[^"]+)".*"Managewell server ready"/.exec(said)?.[1] ?? null;
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-8000);
  });
  await expect
    .poll(
      () => {
        if (child.exitCode !== null)
          throw new Error(`the server process exited (${child.exitCode}):\n${said}`);
        return base;
      },
      { timeout: 150_000, interval: 100 },
    )
    .not.toBeNull();
  // The ready line says localhost; the process listens on 127.0.0.1 only.
  return base!.replace('localhost', '127.0.0.1');
}

describe('two server processes on one database', () => {
  it('deliver chat, presence and notifications between tabs on either process', async () => {
    const databaseUrl = await cloneTemplate();
    const [baseA, baseB] = await Promise.all([serverProcess(databaseUrl), serverProcess(databaseUrl)]);
    const database = openDatabase(databaseUrl, 2);
    const idOf = async (username: string) =>
      (await database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
    const [salesId, hrId] = [await idOf('sales'), await idOf('hr')];
    const sales = await createSession(database.db, salesId, 3_600_000, '127.0.0.1');
    const hr = await createSession(database.db, hrId, 3_600_000, '127.0.0.1');
    await database.close();
    const call = (base: string, token: string, path: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    // Presence: HR's only tab is on B; sales asks A.
    const hrOnB = await openLive(baseB, hr);
    await hrOnB.next('hello');
    const friends = (await (await call(baseA, sales, '/api/chat/friends')).json()).success as Friend[];
    expect(friends.find((f) => f.id === hrId)?.status).toBe(1);

    // Chat: sent through A, arrives on B.
    const sent = await call(baseA, sales, `/api/chat/friends/${hrId}/messages`, {
      clientId: randomUUID(),
      msg: 'Sent through process A',
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()).success as ChatMessage;
    const arrived = await hrOnB.next('message', (e) => e.message.id === id);
    expect(arrived.message.msg).toBe('Sent through process A');

    // Notification: a sign-up request through A notifies HR (role-wide); the bell on B hears it.
    const notices = hrOnB.events.filter((e) => e.type === 'notifications').length;
    const request = await fetch(`${baseA}/api/access-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Neha Kulkarni', email: 'neha.k@example.in', team: 'sales' }),
    });
    expect(request.status).toBeLessThan(300);
    await expect
      .poll(() => hrOnB.events.filter((e) => e.type === 'notifications').length, { timeout: 30_000 })
      .toBeGreaterThan(notices);

    // Presence back: HR's tab on B closes; A's answer says offline with a last-seen time.
    hrOnB.close();
    await expect
      .poll(
        async () => {
          const list = (await (await call(baseA, sales, '/api/chat/friends')).json()).success as Friend[];
          const friend = list.find((f) => f.id === hrId)!;
          return friend.status === 0 && friend.lastSeenAt !== null;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  }, 300_000);
});

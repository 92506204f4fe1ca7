import { chmod, mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@managewell/api/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createSession } from '../src/platform/auth/sessions';
import { createBackup, restoreIntoDataDir } from '../src/platform/backup';
import { openDatabase, startEmbeddedPostgres } from '../src/platform/db';
import { users } from '../src/platform/db/schema';
import { freePort } from '../src/platform/lib';
import { LocalFileStore, openBucket } from '../src/platform/storage';
import { DEMO_ACCOUNTS } from '../src/seed/accounts';
import { runScheduledBackup } from '../src/workplace/backups';
import { notifications } from '../src/workplace/notifications';
import { startTestServer, type TestServer, testConfig } from './helpers';
import { multipartBody } from './multipart';
import { startS3Server } from './s3-server';

let folders: string[] = [];
const tempFolder = async (prefix: string) => {
  const folder = await mkdtemp(join(tmpdir(), prefix));
  await chmod(folder, 0o755);
  folders.push(folder);
  return folder;
};

let source: TestServer;
let backupDir: string;

beforeAll(async () => {
  const scheduledDir = await tempFolder('mw-backups-scheduled-');
  source = await startTestServer({
    dataDir: await tempFolder('mw-backup-src-'),
    backup: { dir: scheduledDir, dailyAt: null, keepDaily: 7, keepWeekly: 0 },
  });
  backupDir = await tempFolder('mw-backups-');
});
afterAll(async () => {
  await source?.close();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
  folders = [];
});

describe('pnpm backup and pnpm restore', () => {
  it('restores a lead and an uploaded file into a fresh data folder that a server then serves', async () => {
    const verifier = await source.tokenFor('verification');
    const sales = await source.tokenFor('sales');
    const created = await source.call({
      method: 'POST',
      url: '/api/leads',
      token: verifier,
      payload: { first_name: 'Backup', last_name: 'Restorable', mobile: '+919812345678', source: 'website' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const leadId = created.json().success.id as number;
    const salesLead = (
      await source.call({ method: 'GET', url: '/api/sales/leads?stage=costed&pageSize=1', token: sales })
    ).json().success.items[0] as { id: number };
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3399ff' } })
      .png()
      .toBuffer();
    const uploaded = await source.call({
      method: 'POST',
      url: `/api/sales/leads/${salesLead.id}/files`,
      token: sales,
      ...multipartBody({ kind: 'site-photo', title: 'Deck' }, [
        { field: 'file', name: 'deck.png', type: 'image/png', content: photo },
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileUrl = uploaded.json().success.url as string;

    const backup = await createBackup({
      databaseUrl: source.config.databaseUrl!,
      dataDir: source.config.dataDir,
      backupDir,
    });
    expect(backup.manifest.uploads.files).toBe(1);
    expect(backup.manifest.schema.migration).toMatch(/^\d{4}_/);
    expect(backup.manifest.tables.find((t) => t.name === 'leads')?.rows).toBeGreaterThan(0);

    const dataDir = await tempFolder('mw-restored-');
    const summary = await restoreIntoDataDir(backup.folder, { dataDir, port: await freePort() });
    expect(summary.uploads.files).toBe(1);

    // A server on the restored folder: its own PostgreSQL, the usual start (migrations) and app.
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      supervise: false,
      template: false,
    });
    const config = testConfig(embedded.url, { dataDir });
    const database = openDatabase(embedded.url, 2, config.databaseTimeouts);
    const app = await buildApp(config, { database });
    try {
      const tokenFor = async (role: Role) => {
        const username = DEMO_ACCOUNTS.find((a) => a.role === role)!.username;
        const [row] = await database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.username, username));
        return createSession(database.db, row!.id, 60_000, '127.0.0.1');
      };
      const lead = await app.inject({
        method: 'GET',
        url: `/api/leads/${leadId}`,
        headers: { authorization: `Bearer ${await tokenFor('verification')}` },
      });
      expect(lead.statusCode, lead.body).toBe(200);
      expect(lead.json().success.last_name).toBe('Restorable');
      const file = await app.inject({
        method: 'GET',
        url: fileUrl,
        headers: { authorization: `Bearer ${await tokenFor('sales')}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(photo)).toBe(true);
      // Sequences carried over: a new lead does not collide with a restored one.
      const next = await app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { authorization: `Bearer ${await tokenFor('verification')}` },
        payload: { first_name: 'After', last_name: 'Restore', mobile: '+919812345679', source: 'website' },
      });
      expect(next.statusCode, next.body).toBe(201);
      expect(next.json().success.id).toBeGreaterThan(leadId);
    } finally {
      await app.close();
      await database.close();
      await embedded.stop();
    }
    // Two PostgreSQL clusters are created and started: seconds each on a busy machine.
  }, 60_000);

  it('backs up the files of a bucket and restores them into an empty one', async () => {
    const s3 = await startS3Server();
    const from = await openBucket(s3.settings('from/'));
    const to = await openBucket(s3.settings('to/'));
    try {
      const drawing = Buffer.from('%PDF-1.4 a design drawing');
      await from.put('uploads/sales/drawing.pdf', drawing, 'application/pdf');
      await from.put('uploads/resumes/cv.pdf', Buffer.from('%PDF-1.4 a resume'), 'application/pdf');
      await from.put('media-cache/variant.webp', Buffer.from('remade on demand'));
      const backup = await createBackup({
        databaseUrl: source.config.databaseUrl!,
        dataDir: source.config.dataDir,
        files: from,
        backupDir: await tempFolder('mw-backups-bucket-'),
      });
      expect(backup.manifest.uploads.files).toBe(2);

      const summary = await restoreIntoDataDir(backup.folder, {
        dataDir: await tempFolder('mw-restored-bucket-'),
        port: await freePort(),
        files: to,
      });
      expect(summary.uploads.files).toBe(2);
      expect((await to.read('uploads/sales/drawing.pdf'))?.equals(drawing)).toBe(true);
      expect((await to.list('')).map((f) => f.key).sort()).toEqual([
        'uploads/resumes/cv.pdf',
        'uploads/sales/drawing.pdf',
      ]);
      // The bucket now holds files: a second restore into it is refused before anything is written.
      const again = await tempFolder('mw-restored-bucket-again-');
      await expect(
        restoreIntoDataDir(backup.folder, { dataDir: again, port: await freePort(), files: to }),
      ).rejects.toThrow(/already has uploaded files/);
      expect(await readdir(again)).toEqual([]);
    } finally {
      from.close();
      to.close();
      await s3.close();
    }
  }, 60_000);

  it('refuses a truncated backup, saying so, and leaves the new folder untouched', async () => {
    const backup = await createBackup({
      databaseUrl: source.config.databaseUrl!,
      dataDir: source.config.dataDir,
      backupDir: await tempFolder('mw-backups-truncated-'),
    });
    const leads = join(backup.folder, backup.manifest.tables.find((t) => t.name === 'leads')!.file);
    const { length } = await readFile(leads);
    await truncate(leads, Math.floor(length / 2));
    const dataDir = await tempFolder('mw-restore-refused-');
    await expect(restoreIntoDataDir(backup.folder, { dataDir, port: await freePort() })).rejects.toThrow(
      /truncated or damaged: database\/leads\.copy\.gz has \d+ bytes, the manifest says \d+/,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses a backup from a newer schema than the code knows', async () => {
    const backup = await createBackup({
      databaseUrl: source.config.databaseUrl!,
      dataDir: source.config.dataDir,
      backupDir: await tempFolder('mw-backups-newer-'),
    });
    const manifestFile = join(backup.folder, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
    manifest.schema = { migration: '0099_from-the-future', when: manifest.schema.when + 1 };
    await writeFile(manifestFile, JSON.stringify(manifest));
    const dataDir = await tempFolder('mw-restore-newer-');
    await expect(restoreIntoDataDir(backup.folder, { dataDir, port: await freePort() })).rejects.toThrow(
      /newer version \(schema 0099_from-the-future/,
    );
  });
});

describe('scheduled backups', () => {
  const settings = () => ({ ...source.config.backup, dailyAt: { hour: 2, minute: 30 } });
  const context = (overrides: { databaseUrl?: string; keepDaily?: number } = {}) => ({
    db: source.database.db,
    databaseUrl: overrides.databaseUrl ?? source.config.databaseUrl!,
    dataDir: source.config.dataDir,
    files: new LocalFileStore(source.config.dataDir),
    settings: { ...settings(), keepDaily: overrides.keepDaily ?? 7, keepWeekly: 0 },
    log: { info: () => undefined, error: () => undefined },
  });

  it('keeps the configured number and shows each run to admins only', async () => {
    expect(await runScheduledBackup(context(), new Date('2026-11-20T21:00:00Z'))).toBe(true);
    expect(await runScheduledBackup(context({ keepDaily: 1 }), new Date('2026-11-21T21:00:00Z'))).toBe(true);
    const admin = await source.tokenFor('website-admin');
    const response = await source.call({ method: 'GET', url: '/api/backups', token: admin });
    expect(response.statusCode, response.body).toBe(200);
    const status = response.json().success;
    expect(status.backups.map((b: { createdAt: string }) => b.createdAt)).toEqual([
      '2026-11-21T21:00:00.000Z',
    ]);
    expect(status.runs.slice(0, 2).map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    expect(
      (await source.call({ method: 'GET', url: '/api/backups', token: await source.tokenFor('hr') }))
        .statusCode,
    ).toBe(200);
    const sales = await source.tokenFor('sales');
    expect((await source.call({ method: 'GET', url: '/api/backups', token: sales })).statusCode).toBe(403);
  });

  it('records a failed backup and tells the website admins and HR', async () => {
    const broken = new URL(source.config.databaseUrl!);
    broken.pathname = '/mw_no_such_database';
    expect(await runScheduledBackup(context({ databaseUrl: broken.toString() }))).toBe(false);
    const admin = await source.tokenFor('website-admin');
    const status = (await source.call({ method: 'GET', url: '/api/backups', token: admin })).json().success;
    expect(status.runs[0]).toMatchObject({
      ok: false,
      backup: null,
      error: expect.stringContaining('mw_no_such_database'),
    });
    for (const role of ['website-admin', 'hr'] as const) {
      const told = await source.database.db
        .select({ title: notifications.title, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.role, role), eq(notifications.title, 'Backup failed')));
      expect(told, role).toEqual([{ title: 'Backup failed', link: '/app/backups' }]);
    }
  });
});

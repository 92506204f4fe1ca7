import { ROLES } from '@managewell/api/contract';
import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PasswordHashCost } from '../config';
import type { Db } from '../db/client';
import { leadHistory, leads, notifications, users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { mediaArriving } from '../modules/site/media-arriving';
import { DEMO_ACCOUNTS } from './accounts';
import { seedCollaboration } from './collaboration';
import { demoLeads } from './leads';
import { demoNotifications } from './notifications';
import { createRandom } from './random';
import { type SiteSeedResult, seedSite, seedSiteContent, seedSitePictures } from './site';

export const DEMO_LEAD_COUNT = 300;
const SEED = 20_260_101;

export interface SeedResult {
  seeded: boolean;
  users: number;
  leads: number;
  notifications: number;
  /** The public website's content, seeded on its own when the site has no settings yet. */
  site: SiteSeedResult;
}

export interface SeedOptions {
  /**
   * 'later': leave the website's pictures to seedInBackground (a starting server, so it listens
   * sooner); 'now' (default): draw and store them before returning.
   */
  sitePictures?: 'now' | 'later';
}

/**
 * Fills an empty database with the demo accounts, ~300 leads with history and some notifications,
 * and an empty website with its content. Each part does nothing when it already has data
 * (idempotent), and is deterministic (seeded PRNG, the given clock). The staff part and the
 * website run side by side (separate tables; password hashing runs off the main thread).
 */
export async function seedDemo(
  db: Db,
  cost: PasswordHashCost,
  now = Date.now(),
  options: SeedOptions = {},
): Promise<SeedResult> {
  const [staff, site] = await Promise.all([
    seedStaffDemo(db, cost, now),
    options.sitePictures === 'later' ? seedSiteContent(db, now) : seedSite(db, now),
  ]);
  return { ...staff, site };
}

/**
 * After the server listens: stores the website's seed pictures still missing (all of them after
 * a first start), while pages already answer; a picture requested meanwhile waits for it.
 */
export function seedInBackground(db: Db, log: Pick<Logger, 'info' | 'error'>): Promise<void> {
  const started = performance.now();
  const work = seedSitePictures(db).then(
    (pictures) => {
      if (pictures > 0)
        log.info({ pictures, ms: Math.round(performance.now() - started) }, 'seeded the website pictures');
    },
    (error: unknown) => log.error({ err: error }, 'could not seed the website pictures'),
  );
  mediaArriving(work);
  return work;
}

/** The back office's demo data; does nothing when any user exists. */
async function seedStaffDemo(db: Db, cost: PasswordHashCost, now: number): Promise<Omit<SeedResult, 'site'>> {
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password, cost)));
  return db.transaction(async (tx) => {
    // Serialise concurrent seeders (several nodes starting on an empty database).
    await tx.execute('lock table users in exclusive mode');
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return { seeded: false, users: 0, leads: 0, notifications: 0 };

    const inserted = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a, i) => ({
          username: a.username,
          passwordHash: hashes[i]!,
          role: a.role,
          fullName: a.fullName,
          email: a.email,
        })),
      )
      .returning({ id: users.id, role: users.role });
    const idOf = (role: string) => inserted.find((u) => u.role === role)!.id;

    const random = createRandom(SEED);
    const seedLeads = demoLeads(
      random,
      DEMO_LEAD_COUNT,
      { verifier: idOf('verification'), admin: idOf('website-admin') },
      now,
    );
    const leadIds = await tx
      .insert(leads)
      .values(seedLeads.map((s) => s.lead))
      .returning({ id: leads.id });
    const history = seedLeads.flatMap((s, i) => s.history.map((h) => ({ ...h, leadId: leadIds[i]!.id })));
    for (let i = 0; i < history.length; i += 500)
      await tx.insert(leadHistory).values(history.slice(i, i + 500));

    const userIds = Object.fromEntries(ROLES.map((role) => [role, idOf(role)])) as Record<
      (typeof ROLES)[number],
      number
    >;
    const notes = demoNotifications(userIds, now);
    await tx.insert(notifications).values(notes);
    await seedCollaboration(tx, userIds, now, random);
    return { seeded: true, users: inserted.length, leads: leadIds.length, notifications: notes.length };
  });
}

import { ROLES } from '@managewell/api/contract';
import { count } from 'drizzle-orm';
import type { Logger } from 'pino';
import { scheduleAcceptedQuotations } from '../pipeline/billing';
import { leadHistory, leads } from '../pipeline/leads';
import { hashPassword } from '../platform/auth';
import type { PasswordHashCost } from '../platform/config';
import type { Db } from '../platform/db';
import { users } from '../platform/db';
import { createRandom } from '../website/pictures';
import { mediaArriving } from '../website/site';
import { notifications } from '../workplace/notifications';
import { ALL_DEMO_ACCOUNTS, DEMO_MANAGER } from './accounts';
import { seedCollaboration } from './collaboration';
import { seedGoals } from './goals';
import { seedHr } from './hr';
import { seedHrMore } from './hr-more';
import { demoCareerInterests, demoLeads } from './leads';
import { demoNotifications } from './notifications';
import { seedOffers } from './offers';
import { COMPANY_STATE, seedQuotations } from './quotations';
import { seedSales } from './sales';
import { type SiteSeedResult, seedSite, seedSiteContent, seedSitePictures } from './site';

export const DEMO_LEAD_COUNT = 300;
const SEED = 20_260_101;

export interface SeedResult {
  seeded: boolean;
  users: number;
  leads: number;
  notifications: number;
  /** HR's employee records (the demo accounts and ~40 others). */
  employees: number;
  /** The public website's content, seeded on its own when the site has no settings yet. */
  site: SiteSeedResult;
}

/** The back office's part of the seed. */
export type StaffSeedResult = Omit<SeedResult, 'site'>;

/**
 * Fills an empty database with the demo accounts, ~300 leads with history and some notifications,
 * and an empty website with its content and pictures. Each part does nothing when it already has
 * data (idempotent), and is deterministic (seeded PRNG, the given clock). The staff part and the
 * website run side by side (separate tables; password hashing runs off the main thread).
 */
export async function seedDemo(db: Db, cost: PasswordHashCost, now = Date.now()): Promise<SeedResult> {
  const [staff, site] = await Promise.all([seedStaffDemo(db, cost, now), seedSite(db, now)]);
  return { ...staff, site };
}

/**
 * A starting server's seed, so that nothing slow comes before listening: `site`, the website's
 * text, which the public pages need (the server awaits it); `staff`, the back office's demo data,
 * which it does not await: a sign-in waits for it instead (AppContext.accountsReady), and nobody
 * can be signed in before the demo accounts exist. The pictures come later (seedInBackground).
 */
export function seedDemoWhileStarting(
  db: Db,
  cost: PasswordHashCost,
  now = Date.now(),
  staffMayStart: Promise<unknown> = Promise.resolve(),
): { site: Promise<SiteSeedResult>; staff: Promise<StaffSeedResult> } {
  // One after the other: on two cores, the staff seed (argon2 hashing, ~2,000 rows) running
  // beside the site's content, the app's start and the first page slowed them; it waits for
  // the site's content and then for `staffMayStart` (main.ts: once the home page is rendered).
  const site = seedSiteContent(db, now);
  const staff = Promise.all([site.catch(() => undefined), staffMayStart]).then(() =>
    seedStaffDemo(db, cost, now),
  );
  return { staff, site };
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
async function seedStaffDemo(db: Db, cost: PasswordHashCost, now: number): Promise<StaffSeedResult> {
  const hashes = await Promise.all(ALL_DEMO_ACCOUNTS.map((a) => hashPassword(a.password, cost)));
  const careerInterests = await demoCareerInterests();
  return db.transaction(async (tx) => {
    // Serialise concurrent seeders (several nodes starting on an empty database).
    await tx.execute('lock table users in exclusive mode');
    const [existing] = await tx.select({ n: count() }).from(users);
    if ((existing?.n ?? 0) > 0) return { seeded: false, users: 0, leads: 0, notifications: 0, employees: 0 };

    const inserted = await tx
      .insert(users)
      .values(
        ALL_DEMO_ACCOUNTS.map((a, i) => ({
          username: a.username,
          passwordHash: hashes[i]!,
          role: a.role,
          fullName: a.fullName,
          email: a.email,
        })),
      )
      .returning({ id: users.id, role: users.role, username: users.username });
    // The first account of a role (the manager, also 'employee', comes last).
    const idOf = (role: string) => inserted.find((u) => u.role === role)!.id;
    const managerUserId = inserted.find((u) => u.username === DEMO_MANAGER.username)!.id;

    const random = createRandom(SEED);
    const seedLeads = demoLeads(
      random,
      DEMO_LEAD_COUNT,
      { verifier: idOf('verification'), admin: idOf('website-admin') },
      now,
      careerInterests,
    );
    const leadIds = await tx
      .insert(leads)
      .values(seedLeads.map((s) => s.lead))
      .returning({ id: leads.id, status: leads.status, createdAt: leads.createdAt });
    const history = seedLeads.flatMap((s, i) => s.history.map((h) => ({ ...h, leadId: leadIds[i]!.id })));
    for (let i = 0; i < history.length; i += 500)
      await tx.insert(leadHistory).values(history.slice(i, i + 500));

    const userIds = Object.fromEntries(ROLES.map((role) => [role, idOf(role)])) as Record<
      (typeof ROLES)[number],
      number
    >;
    await seedSales(tx, createRandom(SEED + 9), {
      verified: leadIds.filter((l) => l.status === 'verified'),
      salesUserId: idOf('sales'),
      now,
    });
    // Quotations: catalogue, terms templates, and quotations of the leads from costing on.
    await seedQuotations(
      tx,
      createRandom(SEED + 19),
      { quotation: idOf('quotation'), sales: idOf('sales') },
      COMPANY_STATE,
      now,
    );
    // Billing: the payment schedules of the accepted quotations.
    await scheduleAcceptedQuotations(tx);
    const people = await seedHr(tx, userIds, now, managerUserId);
    const notes = demoNotifications(userIds, now);
    await tx.insert(notifications).values(notes);
    // Payroll, compliance, suggestions, a resignation (after the HR seed's employees).
    await seedHrMore(tx, createRandom(SEED + 11), now, idOf('hr'));
    // Goals and appraisals: last half-year rated, the current one open.
    await seedGoals(tx, createRandom(SEED + 13), now, { hr: idOf('hr'), employee: idOf('employee') });
    // Offer letters and the employee's joining kit.
    await seedOffers(tx, createRandom(SEED + 23), { hr: idOf('hr'), employee: idOf('employee') }, now);
    await seedCollaboration(tx, userIds, now, random);
    return {
      seeded: true,
      users: inserted.length,
      leads: leadIds.length,
      notifications: notes.length,
      employees: people.employees,
    };
  });
}

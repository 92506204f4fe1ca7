import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  GENERAL_APPLICATION,
  LEAD_INTERESTS,
  LEAD_POTENTIALS,
  LEAD_SOURCES,
  type LeadStatus,
} from '@managewell/api/contract';
import type { leadHistory, leads } from '../pipeline/leads';
import { creationChanges, editableValues } from '../pipeline/leads';
import type { Random } from '../website/pictures';
import { DEMO_PACK_DIR } from '../website/site-transfer';
import {
  COMPANIES,
  DESIGNATIONS,
  FIRST_NAMES,
  LAST_NAMES,
  NOTE_TEMPLATES,
  PLACES,
  REJECTION_REASONS,
  STREETS,
} from './data';

type LeadInsert = typeof leads.$inferInsert;
type HistoryInsert = Omit<typeof leadHistory.$inferInsert, 'leadId'>;

export interface SeedLead {
  lead: LeadInsert;
  history: HistoryInsert[];
}

function emailOf(random: Random, first: string, last: string): string {
  const clean = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
  const domain = random.pick(['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com']);
  const style = random.int(0, 2);
  const local =
    style === 0
      ? `${clean(first)}.${clean(last)}`
      : style === 1
        ? `${clean(first)}${clean(last)[0]}`
        : `${clean(first)}${random.int(10, 99)}`;
  return `${local}${random.int(1, 999)}@${domain}`;
}

/**
 * What a demo career application names, as the careers form sends it: the demo pack's published
 * jobs and the general application.
 */
export async function demoCareerInterests(dir = DEMO_PACK_DIR): Promise<string[]> {
  const jobs = JSON.parse(await readFile(join(dir, 'content', 'job.json'), 'utf8')) as {
    slug: string;
    published?: boolean;
  }[];
  return [...jobs.filter((j) => j.published !== false).map((j) => j.slug), GENERAL_APPLICATION];
}

/** The mobile the spec's examples use: no demo lead has it. */
export const EXAMPLE_MOBILE = '9876543210';

/**
 * `count` realistic leads created over the last 60 days, with their history entries. A career
 * lead names one of `careerInterests` (a job or the general application), never a service.
 */
export function demoLeads(
  random: Random,
  count: number,
  actors: { verifier: number; admin: number },
  now = Date.now(),
  careerInterests: readonly string[] = [GENERAL_APPLICATION],
): SeedLead[] {
  // The product's example number (+91 98765 43210) stays free for people and tests to type in.
  const usedMobiles = new Set<string>([EXAMPLE_MOBILE]);
  const result: SeedLead[] = [];
  for (let i = 0; i < count; i++) {
    const first = random.pick(FIRST_NAMES);
    const last = random.chance(0.92) ? random.pick(LAST_NAMES) : null;
    let mobile: string;
    do {
      mobile = `${random.int(6, 9)}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
    } while (usedMobiles.has(mobile));
    usedMobiles.add(mobile);
    const [city, state, postalCode] = random.pick(PLACES);
    const business = random.chance(0.35);
    const createdAt = new Date(now - random.int(0, 60 * 24 * 60) * 60_000);
    const roll = random.next();
    const status: LeadStatus = roll < 0.68 ? 'new' : roll < 0.88 ? 'verified' : 'rejected';
    const lead: LeadInsert = {
      firstName: first,
      lastName: last,
      company: business ? random.pick(COMPANIES) : null,
      designation: business ? random.pick(DESIGNATIONS) : null,
      email: random.chance(0.85) ? emailOf(random, first, last ?? 'india') : null,
      mobile,
      mobileCode: '91',
      mobileNormalised: `+91${mobile}`,
      phone: random.chance(0.15) ? `0${random.int(20, 80)}${random.int(2000_0000, 2999_9999)}` : null,
      addressLine1: random.chance(0.7) ? `${random.int(1, 250)}, ${random.pick(STREETS)}` : null,
      city,
      state,
      country: 'India',
      postalCode,
      notes: random.chance(0.6) ? random.pick(NOTE_TEMPLATES) : null,
      interests: random.pick(LEAD_INTERESTS),
      tags: random.chance(0.3) ? [random.pick(['priority', 'villa', 'hotel', 'renovation', 'builder'])] : [],
      dealSize: random.chance(0.5) ? random.int(3, 250) * 50_000 : null,
      potential: random.chance(0.7) ? random.pick(LEAD_POTENTIALS) : null,
      source: random.pick(LEAD_SOURCES),
      status,
      rejectionReason: null,
      version: 1,
      createdBy: actors.verifier,
      createdAt,
      updatedAt: createdAt,
    };
    // Chosen from the service already drawn, so the random sequence (and all later data) is unchanged.
    if (lead.source === 'career')
      lead.interests =
        careerInterests[
          LEAD_INTERESTS.indexOf(lead.interests as (typeof LEAD_INTERESTS)[number]) % careerInterests.length
        ];
    const history: HistoryInsert[] = [
      {
        action: 'created',
        actorId: actors.verifier,
        at: createdAt,
        changes: creationChanges(editableValues(lead as Parameters<typeof editableValues>[0])),
      },
    ];
    let at = createdAt.getTime();
    const later = () => {
      at = Math.min(now, at + random.int(10, 48 * 60) * 60_000);
      return new Date(at);
    };
    if (random.chance(0.15) && lead.notes) {
      const note = `${lead.notes} Called back, prefers a site visit in the morning.`;
      history.push({
        action: 'updated',
        actorId: actors.verifier,
        at: later(),
        changes: { notes: { from: lead.notes, to: note } },
      });
      lead.notes = note;
      lead.version = (lead.version ?? 1) + 1;
    }
    if (status === 'verified') {
      history.push({
        action: 'verified',
        actorId: actors.verifier,
        at: later(),
        changes: { status: { from: 'new', to: 'verified' } },
      });
      lead.version = (lead.version ?? 1) + 1;
    } else if (status === 'rejected') {
      const reason = random.pick(REJECTION_REASONS);
      history.push({
        action: 'rejected',
        actorId: actors.verifier,
        at: later(),
        reason,
        changes: { status: { from: 'new', to: 'rejected' }, rejection_reason: { from: null, to: reason } },
      });
      lead.rejectionReason = reason;
      lead.version = (lead.version ?? 1) + 1;
    }
    lead.updatedAt = new Date(Math.max(at, createdAt.getTime()));
    result.push({ lead, history });
  }
  return result;
}

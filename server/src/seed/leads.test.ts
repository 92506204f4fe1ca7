import { GENERAL_APPLICATION, LEAD_INTERESTS } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../website/pictures/random';
import { demoCareerInterests, demoLeads, EXAMPLE_MOBILE } from './leads';

describe('demo leads', () => {
  it('name a published job or the general application on a career lead, never a service', async () => {
    const interests = await demoCareerInterests();
    expect(interests).toContain(GENERAL_APPLICATION);
    expect(interests).toContain('site-supervisor-pool-construction');
    // The pack's unpublished job takes no applications.
    expect(interests).not.toContain('cad-designer');
    const leads = demoLeads(
      createRandom(1),
      300,
      { verifier: 1, admin: 2 },
      Date.UTC(2026, 10, 1),
      interests,
    );
    const careers = leads.filter((l) => l.lead.source === 'career');
    expect(careers.length).toBeGreaterThan(5);
    for (const { lead } of careers) expect(interests).toContain(lead.interests);
    const others = leads.filter((l) => l.lead.source !== 'career');
    for (const { lead } of others) expect(LEAD_INTERESTS).toContain(lead.interests);
  });

  it('leave the example mobile +91 98765 43210 to the people who type it', () => {
    const random = createRandom(1);
    // A generator whose first mobile would be the example one.
    const forced = new Map([
      ['6-9', 9],
      ['0-999999999', 876_543_210],
    ]);
    const int = (min: number, max: number) => {
      const value = forced.get(`${min}-${max}`);
      forced.delete(`${min}-${max}`);
      return value ?? random.int(min, max);
    };
    const leads = demoLeads({ ...random, int }, 5, { verifier: 1, admin: 2 }, Date.UTC(2026, 10, 1));
    expect(forced.size).toBe(0);
    expect(leads.map((l) => l.lead.mobile)).not.toContain(EXAMPLE_MOBILE);
  });
});

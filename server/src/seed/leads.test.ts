import { GENERAL_APPLICATION, LEAD_INTERESTS } from '@managewell/api/contract';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../website/pictures/random';
import { demoCareerInterests, demoLeads } from './leads';

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
});

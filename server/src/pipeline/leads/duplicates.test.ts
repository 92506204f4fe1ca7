import { describe, expect, it } from 'vitest';
import { type DuplicateCandidate, matchDuplicates } from './duplicates';

const candidate = (over: Partial<DuplicateCandidate>): DuplicateCandidate => ({
  id: 1,
  firstName: 'Priya',
  lastName: 'Iyer',
  email: 'priya@example.com',
  mobile: '9845012345',
  mobileNormalised: '+919845012345',
  status: 'new',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

describe('matchDuplicates', () => {
  it('matches on the +91 mobile and on the e-mail, case-insensitively', () => {
    const result = matchDuplicates({ mobileNormalised: '+919845012345', email: 'PRIYA@example.com' }, [
      candidate({ id: 1 }),
      candidate({ id: 2, email: 'other@example.com' }),
      candidate({ id: 3, mobileNormalised: '+919000000000', mobile: '9000000000' }),
      candidate({ id: 4, mobileNormalised: '+919000000001', email: null }),
    ]);
    expect(result.map((d) => [d.id, d.matchedOn])).toEqual([
      [1, ['mobile', 'email']],
      [2, ['mobile']],
      [3, ['email']],
    ]);
  });

  it('does not match a lead without e-mail on a missing e-mail', () => {
    const result = matchDuplicates({ mobileNormalised: '+917000000000', email: null }, [
      candidate({ email: null }),
    ]);
    expect(result).toEqual([]);
  });

  it('returns the shape of DuplicateLead', () => {
    const [match] = matchDuplicates({ mobileNormalised: '+919845012345', email: null }, [candidate({})]);
    expect(match).toEqual({
      id: 1,
      first_name: 'Priya',
      last_name: 'Iyer',
      email: 'priya@example.com',
      mobile: '9845012345',
      status: 'new',
      created_at: '2026-01-01T00:00:00.000Z',
      matchedOn: ['mobile'],
    });
  });
});

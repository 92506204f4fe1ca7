import { describe, expect, it } from 'vitest';
import { createLeadRequest, LEAD_MESSAGES } from './lead';

describe('the lead form rules (SPEC 5 messages)', () => {
  const valid = { first_name: 'Asha', mobile: '9876543210', source: 'walk-in' };
  const messagesFor = (input: object) =>
    createLeadRequest.safeParse({ ...valid, ...input }).error?.issues.map((i) => i.message) ?? [];

  it('accepts a minimal lead and normalises its fields', () => {
    const parsed = createLeadRequest.parse({ ...valid, email: ' Asha@Example.COM ', last_name: '' });
    expect(parsed).toMatchObject({ first_name: 'Asha', mobile: '9876543210', email: 'asha@example.com' });
    expect(parsed.last_name).toBeUndefined();
  });

  it('uses the spec’s messages', () => {
    expect(messagesFor({ first_name: '  ' })).toEqual([LEAD_MESSAGES.name]);
    expect(messagesFor({ email: 'not-an-email' })).toEqual([LEAD_MESSAGES.email]);
    expect(messagesFor({ mobile: '98765' })).toEqual([LEAD_MESSAGES.phoneLength]);
    expect(messagesFor({ mobile: '98765432101' })).toEqual([LEAD_MESSAGES.phoneLength]);
    expect(messagesFor({ mobile: '98765abcde' })).toEqual([LEAD_MESSAGES.phone]);
    expect(messagesFor({ mobile: '' })).toEqual([LEAD_MESSAGES.phone]);
  });

  it('refuses unknown fields and over-long text', () => {
    expect(createLeadRequest.safeParse({ ...valid, admin: true }).success).toBe(false);
    expect(createLeadRequest.safeParse({ ...valid, notes: 'x'.repeat(2001) }).success).toBe(false);
  });
});

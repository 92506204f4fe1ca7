import { describe, expect, it } from 'vitest';
import {
  ctcBreakup,
  DEFAULT_OFFER_TEMPLATE,
  mergeOfferTemplate,
  OFFER_MERGE_FIELDS,
  type OfferMergeValues,
  offerInput,
  offerTemplateInput,
  unknownMergeFields,
} from './offers';

const values = Object.fromEntries(
  Object.keys(OFFER_MERGE_FIELDS).map((k) => [k, `<${k}>`]),
) as OfferMergeValues;

describe('offer merge fields', () => {
  it('fills every field, with spaces inside the braces allowed, and leaves unknown tags as typed', () => {
    expect(
      mergeOfferTemplate('Dear {{candidate_name}}, {{ designation }} from {{joining_date}}.', values),
    ).toBe('Dear <candidate_name>, <designation> from <joining_date>.');
    expect(mergeOfferTemplate('{{salary}} and {{company}}', values)).toBe('{{salary}} and <company>');
    expect(mergeOfferTemplate(DEFAULT_OFFER_TEMPLATE, values)).not.toMatch(/\{\{/);
  });

  it('lists unknown fields once, and the template input refuses them', () => {
    expect(unknownMergeFields('{{salary}} {{salary}} {{candidate_name}} {{bonus}}')).toEqual([
      'salary',
      'bonus',
    ]);
    expect(unknownMergeFields(DEFAULT_OFFER_TEMPLATE)).toEqual([]);
    expect(
      offerTemplateInput.safeParse({ body: `${DEFAULT_OFFER_TEMPLATE} {{bonus}}`, version: 1 }).success,
    ).toBe(false);
    expect(offerTemplateInput.safeParse({ body: DEFAULT_OFFER_TEMPLATE, version: 0 }).success).toBe(true);
  });
});

describe('CTC break-up', () => {
  it('employer PF is 12 % of basic, capped at the ₹15,000 ceiling', () => {
    // ₹12,000 basic: 12 % = ₹1,440.
    expect(ctcBreakup({ basic: 12_000_00, hra: 4_800_00, special: 3_200_00, other: 0 })).toEqual({
      basic: 12_000_00,
      hra: 4_800_00,
      special: 3_200_00,
      other: 0,
      gross: 20_000_00,
      employerPf: 1_440_00,
      monthlyCtc: 21_440_00,
      annualCtc: 257_280_00,
    });
    // ₹40,000 basic: capped at ₹15,000 → ₹1,800.
    expect(ctcBreakup({ basic: 40_000_00, hra: 0, special: 0, other: 0 }).employerPf).toBe(1_800_00);
  });

  it('the offer input wants the expiry on or before joining and whole paise', () => {
    const base = {
      candidateName: 'Ravi Kumar',
      candidateEmail: 'ravi@example.in',
      designation: 'Technician',
      department: 'Projects',
      location: 'Chennai',
      workState: 'Tamil Nadu',
      joiningDate: '2026-12-01',
      expiresOn: '2026-11-30',
      basic: 15_000_00,
      hra: 0,
      special: 0,
      other: 0,
    };
    expect(offerInput.safeParse(base).success).toBe(true);
    const late = offerInput.safeParse({ ...base, expiresOn: '2026-12-02' });
    expect(late.error?.issues[0]?.path).toEqual(['expiresOn']);
    expect(offerInput.safeParse({ ...base, basic: 100.5 }).success).toBe(false);
    expect(offerInput.safeParse({ ...base, joiningDate: '2026-02-30' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  acceptanceInput,
  companyDetailsSchema,
  gstinCheckCharacter,
  gstinMatchesState,
  INDIAN_STATE_GST_CODES,
  isInterState,
  isValidGstin,
  stateOfGstCode,
} from './documents';
import { leadFields } from './lead';
import { hasOutbox, MAIL_ABOUT_ROLES, OUTBOX_ROLES } from './mail';

describe('Indian states and GSTIN', () => {
  it('lists 28 states and 8 union territories with distinct GST codes', () => {
    expect(INDIAN_STATE_GST_CODES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATE_GST_CODES.filter((s) => s.kind === 'union-territory')).toHaveLength(8);
    expect(new Set(INDIAN_STATE_GST_CODES.map((s) => s.gstCode)).size).toBe(36);
    expect(stateOfGstCode('27')).toBe('Maharashtra');
    expect(stateOfGstCode('29')).toBe('Karnataka');
    expect(stateOfGstCode('99')).toBeNull();
  });

  it('checks the GSTIN format, state code and check character', () => {
    // A widely used sample GSTIN, and the demo company's.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AABCT3518Q1ZW')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZA')).toBe(false); // wrong check character
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false); // no such state
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });

  it("matches a customer's GSTIN to the site's or the billing state, skipping unknown ones", () => {
    expect(gstinMatchesState('27AAPFU0939F1ZV', ['Maharashtra'])).toBe(true);
    expect(gstinMatchesState('27AAPFU0939F1ZV', [null, 'Maharashtra'])).toBe(true);
    expect(gstinMatchesState('27AAPFU0939F1ZV', ['Karnataka', undefined])).toBe(false);
    expect(gstinMatchesState('27AAPFU0939F1ZV', [null, null])).toBe(false);
    expect(leadFields.gstin.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(leadFields.gstin.parse('')).toBeUndefined();
    expect(leadFields.gstin.safeParse('27AAPFU0939F1ZA').success).toBe(false);
    expect(leadFields.billing_state.safeParse('Bombay').success).toBe(false);
  });

  it('validates the company details (GSTIN matches the state and the PAN)', () => {
    const ok = {
      legalName: 'Tarang Pools Pvt. Ltd.',
      gstin: '27aabct3518q1zw',
      state: 'Maharashtra',
      pan: 'AABCT3518Q',
    };
    expect(companyDetailsSchema.parse(ok)).toEqual({ ...ok, gstin: '27AABCT3518Q1ZW' });
    const wrongState = companyDetailsSchema.safeParse({ ...ok, state: 'Karnataka' });
    expect(wrongState.success).toBe(false);
    expect(wrongState.error?.issues[0]?.path).toEqual(['gstin']);
    const wrongPan = companyDetailsSchema.safeParse({ ...ok, pan: 'AAPFU0939F' });
    expect(wrongPan.error?.issues[0]?.path).toEqual(['pan']);
    expect(companyDetailsSchema.safeParse({ ...ok, state: 'Bombay' }).success).toBe(false);
    expect(companyDetailsSchema.safeParse({ ...ok, pan: undefined }).success).toBe(true);
  });

  it('takes the TAN printed on TDS certificates: four letters, five digits, one letter', () => {
    const ok = { legalName: 'Tarang Pools Pvt. Ltd.', gstin: '27AABCT3518Q1ZW', state: 'Maharashtra' };
    expect(companyDetailsSchema.parse({ ...ok, tan: ' mumt12345a ' }).tan).toBe('MUMT12345A');
    const wrong = companyDetailsSchema.safeParse({ ...ok, tan: 'MUM123456A' });
    expect(wrong.error?.issues[0]?.path).toEqual(['tan']);
  });

  it('tells intra- from inter-state supply', () => {
    expect(isInterState('Maharashtra', 'Maharashtra')).toBe(false);
    expect(isInterState('Maharashtra', 'Goa')).toBe(true);
  });
});

describe('acceptanceInput', () => {
  it('needs a typed full name of 2 to 120 characters and consent', () => {
    expect(acceptanceInput.parse({ fullName: '  Anjali Deshmukh  ', consent: true }).fullName).toBe(
      'Anjali Deshmukh',
    );
    expect(acceptanceInput.safeParse({ fullName: ' A ', consent: true }).success).toBe(false);
    expect(acceptanceInput.safeParse({ fullName: 'Anjali', consent: 'yes' }).success).toBe(false);
    expect(acceptanceInput.safeParse({ fullName: 'Anjali', consent: true, extra: 1 }).success).toBe(false);
  });
});

describe('outbox roles', () => {
  it('derives the roles with an outbox from the kinds of mail', () => {
    expect([...OUTBOX_ROLES].sort()).toEqual(['hr', 'quotation', 'sales', 'website-admin']);
    expect(MAIL_ABOUT_ROLES.quotation).toEqual(['sales', 'quotation']);
    expect(hasOutbox('hr')).toBe(true);
    expect(hasOutbox('employee')).toBe(false);
    expect(hasOutbox('website-admin')).toBe(true);
  });
});

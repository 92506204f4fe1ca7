import { describe, expect, it } from 'vitest';
import { indianPhoneSchema } from './hr';
import { LEAD_MESSAGES, mobileField } from './lead';
import {
  formatIndianPhone,
  nationalDigits,
  normalisedMobile,
  parseIndianMobile,
  parseIndianPhone,
  whatsappLink,
} from './phone';
import { enquiryRequest } from './site';

const WRITTEN_FORMS = [
  '+91 98765 43210',
  '+919876543210',
  '098765 43210',
  '98765 43210',
  '98765-43210',
  '9876543210',
  '919876543210',
  '+91-98765-43210',
  '(98765) 43210',
];

describe('parseIndianMobile', () => {
  it.each(WRITTEN_FORMS)('reads %s as +919876543210', (input) => {
    expect(parseIndianMobile(input)).toEqual({ ok: true, e164: '+919876543210', national: '9876543210' });
    expect(normalisedMobile(input)).toBe('+919876543210');
  });

  it.each([
    ['98765abcde', 'invalid'],
    ['+44 7911 123456', 'invalid'],
    ['5876543210', 'invalid'],
    ['0221234567', 'invalid'],
    ['98765', 'length'],
    ['98765432101', 'length'],
    ['+91 98765 4321', 'length'],
    ['', 'invalid'],
  ])('refuses %s (%s)', (input, problem) => {
    expect(parseIndianMobile(input)).toEqual({ ok: false, problem });
    expect(normalisedMobile(input)).toBeNull();
  });

  it('keeps any length of digits for searching', () => {
    expect(nationalDigits('+91 98450')).toBe('98450');
    expect(nationalDigits('98a')).toBeNull();
  });
});

describe('parseIndianPhone (landlines allowed)', () => {
  it.each([
    ['022 2345 6789', '+912223456789'],
    ['+91 80 4123 4567', '+918041234567'],
    ['98765-43210', '+919876543210'],
  ])('reads %s as %s', (input, e164) => {
    expect(parseIndianPhone(input)).toMatchObject({ ok: true, e164 });
  });

  it('refuses numbers that are neither', () => {
    expect(parseIndianPhone('012 345')).toEqual({ ok: false, problem: 'length' });
    expect(parseIndianPhone('0021234567')).toEqual({ ok: false, problem: 'invalid' });
  });
});

describe('formatIndianPhone', () => {
  it('groups a mobile as +91 98765 43210 from any written form', () => {
    for (const input of WRITTEN_FORMS) expect(formatIndianPhone(input)).toBe('+91 98765 43210');
  });
  it('shows landlines with the code and anything unreadable as stored', () => {
    expect(formatIndianPhone('+912223456789')).toBe('+91 2223456789');
    expect(formatIndianPhone('ext. 12')).toBe('ext. 12');
    expect(formatIndianPhone(null)).toBe('');
  });
});

describe('the schemas built on the parser', () => {
  const enquiry = { name: 'Asha', email: 'asha@example.in', service: 'pool-design', message: 'A pool.' };
  const phoneMessages = (phone: string) =>
    enquiryRequest.safeParse({ ...enquiry, phone }).error?.issues.map((i) => i.message) ?? [];

  it('the enquiry form accepts every written form and keeps the spec’s messages', () => {
    for (const phone of WRITTEN_FORMS)
      expect(enquiryRequest.parse({ ...enquiry, phone }).phone).toBe('9876543210');
    expect(phoneMessages('98abc')).toEqual([LEAD_MESSAGES.phone]);
    expect(phoneMessages('')).toEqual([LEAD_MESSAGES.phone]);
    expect(phoneMessages('98200')).toEqual([LEAD_MESSAGES.phoneLength]);
    expect(phoneMessages('98200123456')).toEqual([LEAD_MESSAGES.phoneLength]);
  });

  it('the staff lead form yields the 10 national digits', () => {
    expect(mobileField.parse('+91 98765 43210')).toBe('9876543210');
  });

  it('HR stores the E.164 form', () => {
    expect(indianPhoneSchema.parse('098765 43210')).toBe('+919876543210');
    expect(indianPhoneSchema.safeParse('12345').success).toBe(false);
  });
});

describe('whatsappLink', () => {
  it('opens a chat with the +91 mobile however it was written, the text encoded', () => {
    const link = 'https://wa.me/919876543210?text=Your%20quotation%3A%20https%3A%2F%2Fx.in%2Fq%3Fa%3D1%26b';
    expect(whatsappLink('+91 98765 43210', 'Your quotation: https://x.in/q?a=1&b')).toBe(link);
    expect(whatsappLink('9876543210', 'Your quotation: https://x.in/q?a=1&b')).toBe(link);
    expect(whatsappLink('098765-43210', 'Your quotation: https://x.in/q?a=1&b')).toBe(link);
  });
});

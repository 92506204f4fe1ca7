// Indian phone numbers without zod: the one parser and formatter every form, list and the server
// use, so a number typed as "098765 43210" and one typed as "+91 98765-43210" are the same number.

/** Country calling code for India (SPEC 9: prefix +91). */
export const INDIA_CODE = '91';

/** Why a typed mobile is not one: not a number at all, or the wrong number of digits. */
export type MobileProblem = 'invalid' | 'length';

export type MobileParse =
  | { ok: true; e164: string; national: string }
  | { ok: false; problem: MobileProblem };

/** What a person types between the digits: spaces, hyphens, brackets and dots. */
const SEPARATORS = /[\s\-().]/g;

/**
 * The digits of a typed Indian number after its prefix: a leading +91, 91 (on 12 digits) or 0 (on
 * 11 digits) is dropped; null when something other than digits and separators is left, or when
 * another country's code is given.
 */
export function nationalDigits(input: string): string | null {
  let digits = input.trim().replace(SEPARATORS, '');
  if (digits.startsWith('+')) {
    if (!digits.startsWith(`+${INDIA_CODE}`)) return null;
    digits = digits.slice(1 + INDIA_CODE.length);
  } else if (digits.length === 12 && digits.startsWith(INDIA_CODE)) {
    digits = digits.slice(INDIA_CODE.length);
  } else if (digits.length === 11 && digits.startsWith('0')) {
    digits = digits.slice(1);
  }
  return /^\d+$/.test(digits) ? digits : null;
}

/**
 * Reads an Indian mobile as people write it (`+91 98765 43210`, `+919876543210`, `098765 43210`,
 * `98765 43210`, `98765-43210`) and gives its E.164 form (+919876543210).
 */
export function parseIndianMobile(input: string): MobileParse {
  const national = nationalDigits(input);
  if (national === null) return { ok: false, problem: 'invalid' };
  if (national.length !== 10) return { ok: false, problem: 'length' };
  // Indian mobile numbers begin with 6, 7, 8 or 9; anything else is a landline or a typo.
  if (!/^[6-9]/.test(national)) return { ok: false, problem: 'invalid' };
  return { ok: true, e164: `+${INDIA_CODE}${national}`, national };
}

/** The E.164 form of a typed mobile, or null when it is not an Indian mobile. */
export function normalisedMobile(input: string): string | null {
  const parsed = parseIndianMobile(input);
  return parsed.ok ? parsed.e164 : null;
}

/**
 * Reads an Indian phone that may be a landline: a mobile as above, or an STD code and subscriber
 * number making 10 digits (`022 2345 6789`, `+91 80 4123 4567`). Gives the E.164 form.
 */
export function parseIndianPhone(input: string): MobileParse {
  const mobile = parseIndianMobile(input);
  if (mobile.ok || mobile.problem === 'length') return mobile;
  const national = nationalDigits(input);
  if (national === null) return { ok: false, problem: 'invalid' };
  // STD codes start with 1 to 5 once the trunk 0 is dropped (2 to 4 digits, then 6 to 8).
  if (!/^[1-5]\d{9}$/.test(national)) return { ok: false, problem: 'invalid' };
  return { ok: true, e164: `+${INDIA_CODE}${national}`, national };
}

/**
 * How a number is shown: an Indian mobile grouped as `+91 98765 43210`, a landline as
 * `+91 2223456789`; anything else (an old free-text value) as it was stored.
 */
export function formatIndianPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const mobile = parseIndianMobile(stored);
  if (mobile.ok) return `+${INDIA_CODE} ${mobile.national.slice(0, 5)} ${mobile.national.slice(5)}`;
  const phone = parseIndianPhone(stored);
  return phone.ok ? `+${INDIA_CODE} ${phone.national}` : stored;
}

/** A wa.me link to a customer's mobile (+91 added to a 10-digit number) with `text` typed in. */
export function whatsappLink(mobile: string, text: string): string {
  const digits = nationalDigits(mobile) ?? mobile.replace(/\D/g, '');
  const number = digits.length === 10 ? `${INDIA_CODE}${digits}` : digits;
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

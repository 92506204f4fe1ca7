/**
 * Indian rupee amounts, held as whole paise (integers): formatting with Indian digit grouping
 * (12,34,567.00) and the amount in words (lakh and crore) printed on quotations and payslips.
 */

function assertPaise(paise: number, name = 'paise'): void {
  if (!Number.isSafeInteger(paise))
    throw new RangeError(`${name} must be a whole number of paise, got ${paise}.`);
}

/** '1234567' → '12,34,567': the last three digits, then groups of two. */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}`;
}

export interface FormatInrOptions {
  /** Prefix the ₹ sign (default true). */
  symbol?: boolean;
  /** Show the two paise digits (default true); false rounds half-up to the rupee. */
  paise?: boolean;
}

/** 123456750 → '₹12,34,567.50'; -5000 → '-₹50.00'; 0 → '₹0.00'. */
export function formatInr(paise: number, opts: FormatInrOptions = {}): string {
  assertPaise(paise);
  const { symbol = true, paise: showPaise = true } = opts;
  const negative = paise < 0;
  let abs = Math.abs(paise);
  if (!showPaise) abs = Math.floor((abs + 50) / 100) * 100;
  const rupees = groupIndian(String(Math.floor(abs / 100)));
  const fraction = showPaise ? `.${String(abs % 100).padStart(2, '0')}` : '';
  const sign = negative && abs !== 0 ? '-' : '';
  return `${sign}${symbol ? '₹' : ''}${rupees}${fraction}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99: 'Sixty-Seven'. */
function twoDigits(n: number): string {
  if (n < 20) return ONES[n] as string;
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

/** 0–99,999 in words with lakh-style units below a lakh: 'Ninety-Nine Thousand Nine Hundred One'. */
function belowLakh(n: number): string {
  const parts: string[] = [];
  const thousands = Math.floor(n / 1000);
  const hundreds = Math.floor((n % 1000) / 100);
  const rest = n % 100;
  if (thousands) parts.push(`${twoDigits(thousands)} Thousand`);
  if (hundreds) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest) parts.push(twoDigits(rest));
  return parts.join(' ');
}

/** A whole number of rupees (0 – 9,99,99,99,99,999) in the Indian system: crore, lakh, thousand. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1_000_000_000_000) {
    throw new RangeError(`numberInWords takes 0 to 99,999 crore, got ${n}.`);
  }
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor((n % 10_000_000) / 100_000);
  const rest = n % 100_000;
  const parts: string[] = [];
  if (crore) parts.push(`${belowLakh(crore)} Crore`);
  if (lakh) parts.push(`${twoDigits(lakh)} Lakh`);
  if (rest) parts.push(belowLakh(rest));
  return parts.join(' ');
}

/**
 * 123456750 → 'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Fifty Paise Only';
 * 0 → 'Rupees Zero Only'; 50 → 'Fifty Paise Only'; negative amounts start with 'Minus'.
 * Up to 99,999 crore rupees.
 */
export function amountInWords(paise: number): string {
  assertPaise(paise);
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const fraction = abs % 100;
  let words: string;
  if (rupees === 0 && fraction > 0) words = `${twoDigits(fraction)} Paise Only`;
  else {
    words = `Rupees ${numberInWords(rupees)}`;
    words += fraction ? ` and ${twoDigits(fraction)} Paise Only` : ' Only';
  }
  return paise < 0 ? `Minus ${words}` : words;
}

/**
 * What a person types ('12,34,567.5', '₹ 1,200', '-40') → paise, or null when it is not an
 * amount with at most two decimals.
 */
export function parseInr(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '').replace(/^Rs\.?/i, '');
  const match = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const paise = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && paise !== 0 ? -paise : paise;
}

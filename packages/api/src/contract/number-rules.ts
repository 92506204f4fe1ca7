// Number rules without zod: the server's schemas are built from them (see number.ts) and a form
// checks a field with the same rule, so a value outside it gets the same message on both sides and
// is never clamped or rounded into something else.

export interface NumberRule {
  /** The message for an empty field or something that is not a number. */
  required: string;
  min?: { value: number; message: string; exclusive?: boolean };
  max?: { value: number; message: string };
  /** The most decimal places allowed (0: a whole number). */
  decimals?: { places: number; message: string };
}

/** True when `value` has no more than `places` decimals (within floating-point noise: 12.3 × 100). */
export function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** What is wrong with a value under a rule, or null when it keeps the rule. */
export function numberProblem(rule: NumberRule, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return rule.required;
  const { min, max, decimals } = rule;
  if (min && (min.exclusive ? value <= min.value : value < min.value)) return min.message;
  if (max && value > max.value) return max.message;
  if (decimals && !hasAtMostDecimals(value, decimals.places)) return decimals.message;
  return null;
}

/** Highest rate or line amount accepted: ₹10 crore. */
export const MAX_RATE_PAISE = 10_000_000_000;
export const MAX_QUANTITY = 1_000_000;

const RATE_MESSAGES = {
  negative: 'The rate cannot be negative.',
  tooHigh: 'That rate is too high (at most ₹10 crore).',
};
const DISCOUNT_MESSAGES = {
  negative: 'The discount cannot be negative.',
  tooHigh: 'The discount cannot be more than 100 %.',
};

export const QUANTITY_RULE: NumberRule = {
  required: 'Enter a quantity.',
  min: { value: 0, exclusive: true, message: 'The quantity must be more than zero.' },
  max: { value: MAX_QUANTITY, message: 'That quantity is too large.' },
  decimals: { places: 3, message: 'At most three decimals.' },
};

/** A rate as the server keeps it. */
export const RATE_PAISE_RULE: NumberRule = {
  required: 'Enter the rate in paise.',
  min: { value: 0, message: RATE_MESSAGES.negative },
  max: { value: MAX_RATE_PAISE, message: RATE_MESSAGES.tooHigh },
  decimals: { places: 0, message: 'The rate is a whole number of paise.' },
};

/** A rate as people type it (rupees and paise), with the server's messages. */
export const RATE_RUPEES_RULE: NumberRule = {
  required: 'Enter the rate.',
  min: { value: 0, message: RATE_MESSAGES.negative },
  max: { value: MAX_RATE_PAISE / 100, message: RATE_MESSAGES.tooHigh },
  decimals: { places: 2, message: 'At most two decimals (paise).' },
};

/** A discount as the server keeps it: basis points of the amount. */
export const DISCOUNT_BPS_RULE: NumberRule = {
  required: 'Enter the discount as basis points (1000 = 10 %).',
  min: { value: 0, message: DISCOUNT_MESSAGES.negative },
  max: { value: 10_000, message: DISCOUNT_MESSAGES.tooHigh },
  decimals: { places: 0, message: 'The discount is a whole number of basis points.' },
};

/** A discount as people type it (per cent), with the server's messages. */
export const DISCOUNT_PERCENT_RULE: NumberRule = {
  required: 'Enter the discount in %.',
  min: { value: 0, message: DISCOUNT_MESSAGES.negative },
  max: { value: 100, message: DISCOUNT_MESSAGES.tooHigh },
  decimals: { places: 2, message: 'At most two decimals.' },
};

export const MILESTONE_PERCENT_RULE: NumberRule = {
  required: 'Enter a percentage.',
  min: { value: 1, message: 'At least 1 %.' },
  max: { value: 100, message: 'At most 100 %.' },
  decimals: { places: 0, message: 'A whole percentage.' },
};

export const NOTICE_DAYS_RULE: NumberRule = {
  required: 'Enter the notice period in days.',
  min: { value: 0, message: 'The notice period cannot be negative.' },
  max: { value: 180, message: 'The notice period is at most 180 days.' },
  decimals: { places: 0, message: 'The notice period is a whole number of days.' },
};

/** The pool's sizes (metres) a requirement accepts. */
export const POOL_LIMITS = {
  length: { min: 1, max: 100 },
  width: { min: 1, max: 60 },
  depth: { min: 0.3, max: 6 },
} as const;

/** Metres with at most 2 decimals (a centimetre). */
export function metresRule(label: string, min: number, max: number): NumberRule {
  return {
    required: `Enter the ${label} in metres.`,
    min: { value: min, message: `The ${label} is at least ${min} m.` },
    max: { value: max, message: `The ${label} is at most ${max} m.` },
    decimals: { places: 2, message: `Give the ${label} to the centimetre (at most two decimals).` },
  };
}

export const POOL_METRES_RULES = {
  length_m: metresRule('length', POOL_LIMITS.length.min, POOL_LIMITS.length.max),
  width_m: metresRule('width', POOL_LIMITS.width.min, POOL_LIMITS.width.max),
  shallow_depth_m: metresRule('shallow depth', POOL_LIMITS.depth.min, POOL_LIMITS.depth.max),
  deep_depth_m: metresRule('deep depth', POOL_LIMITS.depth.min, POOL_LIMITS.depth.max),
} as const;

/** A budget in paise, as the server keeps it. */
export function paiseRule(label: string): NumberRule {
  return {
    required: `Enter the ${label}.`,
    min: { value: 0, message: `The ${label} cannot be negative.` },
    max: { value: 100_000_000_000, message: `The ${label} is too large.` },
    decimals: { places: 0, message: `The ${label} is a whole number of paise.` },
  };
}

/** A budget as people type it (rupees and paise), with the server's messages. */
export function rupeesRule(label: string): NumberRule {
  return {
    required: `Enter the ${label}.`,
    min: { value: 0, message: `The ${label} cannot be negative.` },
    max: { value: 1_000_000_000, message: `The ${label} is too large.` },
    decimals: { places: 2, message: `Give the ${label} to the paisa (at most two decimals).` },
  };
}

/** A monthly pay component as people type it (rupees and paise), with the server's messages. */
export function monthlyRupeesRule(
  label: string,
  { positive = false }: { positive?: boolean } = {},
): NumberRule {
  return {
    required: `Enter the ${label}.`,
    min: positive
      ? { value: 0, exclusive: true, message: 'Basic must be more than zero.' }
      : { value: 0, message: 'An amount cannot be negative.' },
    max: { value: 1_00_00_000, message: 'At most ₹1,00,00,000 a month.' },
    decimals: { places: 2, message: 'Amounts are whole paise.' },
  };
}

export const PROGRESS_PERCENT_RULE: NumberRule = {
  required: 'Enter the progress in %.',
  min: { value: 0, message: 'Progress is between 0 and 100 %.' },
  max: { value: 100, message: 'Progress is between 0 and 100 %.' },
  decimals: { places: 0, message: 'The progress is a whole percentage.' },
};

/** A yearly amount an employee declares for income tax (rupees and paise), with the server's messages. */
export function yearlyRupeesRule(label: string): NumberRule {
  return {
    required: `Enter the ${label}.`,
    min: { value: 0, message: 'An amount cannot be negative.' },
    max: { value: 5_00_00_000, message: 'At most ₹5,00,00,000 a year.' },
    decimals: { places: 2, message: 'Amounts are whole paise.' },
  };
}

/**
 * GST arithmetic on whole paise (no floating point): a line's taxable value, CGST + SGST
 * (intra-state) or IGST (inter-state) per line, and the round-off to the whole rupee.
 */

/** The GST slabs in basis points (1800 = 18 %): 0, 0.25, 3, 5, 12, 18, 28 and 40 %. */
export const GST_RATES_BPS = [0, 25, 300, 500, 1200, 1800, 2800, 4000] as const;
export type GstRateBps = (typeof GST_RATES_BPS)[number];

/** numerator / denominator rounded half away from zero (denominator > 0). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const q = (abs * 2n + denominator) / (denominator * 2n);
  return negative ? -q : q;
}

function toSafeNumber(value: bigint, what: string): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`${what} is too large.`);
  return n;
}

function assertInteger(value: number, name: string, min: number, max = Number.MAX_SAFE_INTEGER): void {
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}, got ${value}.`);
  }
}

/** 2.5 → 2500: a quantity with at most three decimals as whole thousandths. */
export function quantityInThousandths(quantity: number): number {
  const thousandths = Math.round(quantity * 1000);
  if (!Number.isFinite(quantity) || Math.abs(quantity * 1000 - thousandths) > 1e-6) {
    throw new RangeError(`quantity has at most three decimals, got ${quantity}.`);
  }
  assertInteger(thousandths, 'quantity × 1000', Number.MIN_SAFE_INTEGER);
  return thousandths;
}

export interface LineAmountInput {
  /** Up to three decimals (2.5 m², 1.125 kg); negative on a credit line. */
  quantity: number;
  /** Price of one unit in paise, before discount and tax. */
  ratePaise: number;
  /** Discount in basis points (1000 = 10 %), 0–10000; default 0. */
  discountBps?: number;
}

/**
 * quantity × rate × (1 − discount), rounded half-up to the paisa, in integer arithmetic:
 * { quantity: 2.5, ratePaise: 123_45, discountBps: 1000 } → 2.5 × 123.45 × 0.9 = 277.7625 → 27776.
 */
export function lineTaxablePaise({ quantity, ratePaise, discountBps = 0 }: LineAmountInput): number {
  const thousandths = quantityInThousandths(quantity);
  assertInteger(ratePaise, 'ratePaise', 0);
  assertInteger(discountBps, 'discountBps', 0, 10_000);
  const numerator = BigInt(thousandths) * BigInt(ratePaise) * BigInt(10_000 - discountBps);
  return toSafeNumber(divideHalfUp(numerator, 10_000_000n), 'The line amount');
}

export interface TaxLineInput {
  /** The caller's id of the line (echoed back). */
  key: string;
  taxablePaise: number;
  /** GST rate in basis points (see GST_RATES_BPS). */
  gstRateBps: number;
}

export interface TaxLine {
  key: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export interface TaxSummary {
  lines: TaxLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Added to reach a whole rupee (−49 to +50 paise), shown as its own line. */
  roundOffPaise: number;
  /** The grand total, a whole number of rupees. */
  totalPaise: number;
}

export interface ComputeTaxesInput {
  lines: TaxLineInput[];
  /** The supplier's and the place of supply's states differ: IGST instead of CGST + SGST. */
  interState: boolean;
}

/**
 * GST per line, rounded to the paisa: intra-state, CGST and SGST each at half the rate (each
 * rounded half-up); inter-state, IGST at the full rate. The sum is rounded half-up to the whole
 * rupee and the difference reported as roundOffPaise.
 */
export function computeTaxes({ lines, interState }: ComputeTaxesInput): TaxSummary {
  const out: TaxLine[] = [];
  let taxable = 0;
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  for (const line of lines) {
    assertInteger(line.taxablePaise, `taxablePaise of line '${line.key}'`, Number.MIN_SAFE_INTEGER);
    assertInteger(line.gstRateBps, `gstRateBps of line '${line.key}'`, 0, 10_000);
    const base = BigInt(line.taxablePaise);
    const rate = BigInt(line.gstRateBps);
    let c = 0;
    let s = 0;
    let i = 0;
    if (interState) i = Number(divideHalfUp(base * rate, 10_000n));
    else {
      c = Number(divideHalfUp(base * rate, 20_000n));
      s = c;
    }
    out.push({
      key: line.key,
      taxablePaise: line.taxablePaise,
      cgstPaise: c,
      sgstPaise: s,
      igstPaise: i,
      totalPaise: line.taxablePaise + c + s + i,
    });
    taxable += line.taxablePaise;
    cgst += c;
    sgst += s;
    igst += i;
  }
  const beforeRounding = taxable + cgst + sgst + igst;
  const total = Number(divideHalfUp(BigInt(beforeRounding), 100n)) * 100;
  return {
    lines: out,
    taxablePaise: taxable,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    roundOffPaise: total - beforeRounding,
    totalPaise: total,
  };
}

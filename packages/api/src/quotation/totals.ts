import type { LineAmounts, QuotationLine, QuotationLineInput, QuotationTotals } from '../contract/quotation';
import { computeTaxes } from '../money/gst';

/** a / b rounded half up, for non-negative integers (BigInt so quantity × rate cannot overflow). */
function roundDiv(a: bigint, b: bigint): number {
  return Number((a * 2n + b) / (b * 2n));
}

/** The quantity in thousandths (quantities have at most three decimals). */
export const quantityMilli = (quantity: number): number => Math.round(quantity * 1000);

type PricedLine = Pick<QuotationLine, 'quantity' | 'rate_paise' | 'discount_bps'> &
  Partial<Pick<QuotationLineInput, 'discount_bps'>>;

/** Quantity × rate, less the line's discount, less the overall discount, each rounded to the paisa. */
export function lineTaxable(line: PricedLine, overallDiscountBps: number) {
  const gross = roundDiv(BigInt(quantityMilli(line.quantity)) * BigInt(line.rate_paise), 1000n);
  const lineDiscount = roundDiv(BigInt(gross) * BigInt(line.discount_bps ?? 0), 10_000n);
  const afterLine = gross - lineDiscount;
  const overall = roundDiv(BigInt(afterLine) * BigInt(overallDiscountBps), 10_000n);
  return { gross, discount: lineDiscount + overall, taxable: afterLine - overall };
}

export interface TotalsInput {
  lines: (PricedLine & { key: string; gst_rate_bps: number; origin?: QuotationLine['origin'] })[];
  overall_discount_bps: number;
  /** False: extra payments are priced without the overall discount (absent means they get it). */
  discount_extras?: boolean;
  inter_state: boolean;
}

/** Every line's amounts and the quotation's totals, with the round-off to the rupee. */
export function quotationTotals(input: TotalsInput): { amounts: LineAmounts[]; totals: QuotationTotals } {
  const overallOf = (line: TotalsInput['lines'][number]) =>
    line.origin === 'extra' && input.discount_extras === false ? 0 : input.overall_discount_bps;
  const priced = input.lines.map((line) => ({ line, ...lineTaxable(line, overallOf(line)) }));
  const summary = computeTaxes({
    lines: priced.map((p) => ({ key: p.line.key, taxablePaise: p.taxable, gstRateBps: p.line.gst_rate_bps })),
    interState: input.inter_state,
  });
  const taxes = summary.lines;
  const amounts: LineAmounts[] = priced.map((p, i) => {
    const t = taxes[i]!;
    const tax = t.cgstPaise + t.sgstPaise + t.igstPaise;
    return {
      key: p.line.key,
      gross_paise: p.gross,
      discount_paise: p.discount,
      taxable_paise: p.taxable,
      tax_paise: tax,
      total_paise: p.taxable + tax,
    };
  });
  const byRate = new Map<number, QuotationTotals['by_rate'][number]>();
  let gross = 0;
  let discount = 0;
  let taxable = 0;
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  priced.forEach((p, i) => {
    const t = taxes[i]!;
    gross += p.gross;
    discount += p.discount;
    taxable += p.taxable;
    cgst += t.cgstPaise;
    sgst += t.sgstPaise;
    igst += t.igstPaise;
    const rate = p.line.gst_rate_bps;
    const row = byRate.get(rate) ?? {
      gst_rate_bps: rate,
      taxable_paise: 0,
      cgst_paise: 0,
      sgst_paise: 0,
      igst_paise: 0,
    };
    row.taxable_paise += p.taxable;
    row.cgst_paise += t.cgstPaise;
    row.sgst_paise += t.sgstPaise;
    row.igst_paise += t.igstPaise;
    byRate.set(rate, row);
  });
  return {
    amounts,
    totals: {
      gross_paise: gross,
      discount_paise: discount,
      taxable_paise: taxable,
      cgst_paise: cgst,
      sgst_paise: sgst,
      igst_paise: igst,
      tax_paise: cgst + sgst + igst,
      round_off_paise: summary.roundOffPaise,
      grand_total_paise: summary.totalPaise,
      by_rate: [...byRate.values()].sort((a, b) => a.gst_rate_bps - b.gst_rate_bps),
    },
  };
}

/** Whether GST is IGST: the site's state differs from the company's (names compared loosely). */
export function isInterState(
  siteState: string | null | undefined,
  companyState: string | null | undefined,
): boolean {
  const norm = (s: string | null | undefined) => (s ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!norm(siteState) || !norm(companyState)) return false;
  return norm(siteState) !== norm(companyState);
}

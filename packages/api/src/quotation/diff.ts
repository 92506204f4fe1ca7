import type { QuotationContent, QuotationLine } from '../contract/quotation';

export type LineField =
  | 'description'
  | 'hsn_sac'
  | 'unit'
  | 'quantity'
  | 'rate_paise'
  | 'gst_rate_bps'
  | 'discount_bps';
const LINE_FIELDS: LineField[] = [
  'description',
  'hsn_sac',
  'unit',
  'quantity',
  'rate_paise',
  'gst_rate_bps',
  'discount_bps',
];

export interface LineChange {
  key: string;
  before: QuotationLine;
  after: QuotationLine;
  fields: { field: LineField; from: unknown; to: unknown }[];
}

export interface VersionDiff {
  added: QuotationLine[];
  removed: QuotationLine[];
  changed: LineChange[];
  /** Totals that differ, before → after. */
  totals: { field: string; from: number; to: number }[];
  overallDiscount: { from: number; to: number } | null;
  termsChanged: boolean;
  unchanged: boolean;
}

type DiffSide = Pick<QuotationContent, 'lines' | 'totals' | 'overall_discount_bps' | 'terms'>;

/**
 * What changed from one version of a quotation to the next: lines matched by their key (added,
 * removed, changed field by field), totals before/after, the overall discount and the terms.
 * `before` null (the first version): every line is added.
 */
export function diffVersions(before: DiffSide | null, after: DiffSide): VersionDiff {
  const old = new Map((before?.lines ?? []).map((l) => [l.key, l]));
  const now = new Map(after.lines.map((l) => [l.key, l]));
  const added = after.lines.filter((l) => !old.has(l.key));
  const removed = (before?.lines ?? []).filter((l) => !now.has(l.key));
  const changed: LineChange[] = [];
  for (const line of after.lines) {
    const prev = old.get(line.key);
    if (!prev) continue;
    const fields = LINE_FIELDS.filter((f) => prev[f] !== line[f]).map((f) => ({
      field: f,
      from: prev[f],
      to: line[f],
    }));
    if (fields.length > 0) changed.push({ key: line.key, before: prev, after: line, fields });
  }
  const totals: VersionDiff['totals'] = [];
  for (const field of [
    'gross_paise',
    'discount_paise',
    'taxable_paise',
    'tax_paise',
    'round_off_paise',
    'grand_total_paise',
  ] as const) {
    const from = before?.totals[field] ?? 0;
    const to = after.totals[field];
    if (from !== to) totals.push({ field, from, to });
  }
  const fromDiscount = before?.overall_discount_bps ?? 0;
  const overallDiscount =
    fromDiscount !== after.overall_discount_bps
      ? { from: fromDiscount, to: after.overall_discount_bps }
      : null;
  const termsChanged = JSON.stringify(before?.terms ?? null) !== JSON.stringify(after.terms ?? null);
  return {
    added,
    removed,
    changed,
    totals,
    overallDiscount,
    termsChanged,
    unchanged:
      added.length + removed.length + changed.length + totals.length === 0 &&
      !overallDiscount &&
      !termsChanged,
  };
}

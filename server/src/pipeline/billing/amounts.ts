/**
 * The arithmetic of billing, without the database: a milestone's share of the accepted quotation
 * per HSN/SAC and GST rate, the GST of an invoice or a credit note, a milestone's status and the
 * default due conditions.
 */
import type {
  MilestoneDueKind,
  MilestoneStatus,
  QuotationContent,
  ReceivableBucket,
  TaxLine,
  TaxTotals,
} from '@managewell/api/contract';
import { computeTaxes } from '@managewell/api/money';
import type { TaxablePart } from './schema';

/** The quotation's taxable value per HSN/SAC code and GST rate (lines without a code under 'NA'). */
export function taxableParts(content: Pick<QuotationContent, 'lines' | 'amounts'>): TaxablePart[] {
  const parts = new Map<string, TaxablePart>();
  content.lines.forEach((line, i) => {
    const hsn = line.hsn_sac ?? 'NA';
    const key = `${hsn}|${line.gst_rate_bps}`;
    const part = parts.get(key) ?? { hsn_sac: hsn, gst_rate_bps: line.gst_rate_bps, taxable_paise: 0 };
    part.taxable_paise += content.amounts[i]?.taxable_paise ?? 0;
    parts.set(key, part);
  });
  return [...parts.values()].sort(
    (a, b) => a.hsn_sac.localeCompare(b.hsn_sac) || a.gst_rate_bps - b.gst_rate_bps,
  );
}

/**
 * Splits the parts over the milestones by their percentages, each share rounded to the paisa;
 * the last milestone takes what is left, so the shares add up to the quotation exactly.
 */
export function splitParts(parts: TaxablePart[], percents: number[]): TaxablePart[][] {
  const given = parts.map(() => 0);
  return percents.map((percent, m) =>
    parts.map((part, p) => {
      const share =
        m === percents.length - 1
          ? part.taxable_paise - (given[p] as number)
          : Math.round((part.taxable_paise * percent) / 100);
      given[p] = (given[p] as number) + share;
      return { ...part, taxable_paise: share };
    }),
  );
}

/** The GST of taxable parts: CGST + SGST or IGST per line, the round-off to the whole rupee. */
export function taxDocument(
  parts: TaxablePart[],
  interState: boolean,
  describe: (part: TaxablePart) => string,
): { lines: TaxLine[]; totals: TaxTotals } {
  const summary = computeTaxes({
    lines: parts.map((p, i) => ({
      key: String(i),
      taxablePaise: p.taxable_paise,
      gstRateBps: p.gst_rate_bps,
    })),
    interState,
  });
  return {
    lines: parts.map((p, i) => {
      const t = summary.lines[i]!;
      return {
        description: describe(p),
        hsn_sac: p.hsn_sac,
        gst_rate_bps: p.gst_rate_bps,
        taxable_paise: p.taxable_paise,
        cgst_paise: t.cgstPaise,
        sgst_paise: t.sgstPaise,
        igst_paise: t.igstPaise,
      };
    }),
    totals: {
      taxable_paise: summary.taxablePaise,
      cgst_paise: summary.cgstPaise,
      sgst_paise: summary.sgstPaise,
      igst_paise: summary.igstPaise,
      round_off_paise: summary.roundOffPaise,
      total_paise: summary.totalPaise,
    },
  };
}

/**
 * A credit note of `amountPaise` (GST included) against an invoice: the invoice's lines scaled down
 * in proportion, GST per line, and the few paise left over as the round-off so the total is exact.
 */
export function creditNoteTaxes(
  invoice: { lines: TaxLine[]; totals: TaxTotals },
  amountPaise: number,
  interState: boolean,
): { lines: TaxLine[]; totals: TaxTotals } {
  const total = invoice.totals.total_paise;
  const parts = invoice.lines.map((l) => ({
    hsn_sac: l.hsn_sac,
    gst_rate_bps: l.gst_rate_bps,
    taxable_paise: Number(
      (BigInt(l.taxable_paise) * BigInt(amountPaise) * 2n + BigInt(total)) / (2n * BigInt(total)),
    ),
  }));
  const doc = taxDocument(parts, interState, (p) => {
    const line = invoice.lines.find((l) => l.hsn_sac === p.hsn_sac && l.gst_rate_bps === p.gst_rate_bps);
    return line?.description ?? p.hsn_sac;
  });
  const beforeRounding =
    doc.totals.taxable_paise + doc.totals.cgst_paise + doc.totals.sgst_paise + doc.totals.igst_paise;
  return {
    lines: doc.lines,
    totals: { ...doc.totals, round_off_paise: amountPaise - beforeRounding, total_paise: amountPaise },
  };
}

/** Checklist steps a milestone's label names ('Shell complete' → 'shell'). */
const LABEL_STEPS: [RegExp, string][] = [
  [/excavat/i, 'excavation'],
  [/shell|structure|rcc/i, 'shell'],
  [/plumb/i, 'plumbing'],
  [/filtrat|equipment|pump/i, 'filtration'],
  [/electric/i, 'electrical'],
  [/finish|tile|membrane|lining/i, 'finish'],
  [/fill/i, 'filling'],
  [/commission/i, 'commissioning'],
  [/training/i, 'customer-training'],
  [/hand.?over|complet/i, 'handover-documents'],
];

/**
 * When a new schedule's milestone falls due: the first (the advance) on acceptance; a later one
 * on the checklist step its label names, else the hand-over.
 */
export function defaultDue(
  label: string,
  position: number,
): { dueKind: MilestoneDueKind; checklistKey: string | null } {
  if (position === 0 || /advance|booking|accept/i.test(label))
    return { dueKind: 'acceptance', checklistKey: null };
  const step = LABEL_STEPS.find(([pattern]) => pattern.test(label))?.[1] ?? 'handover-documents';
  return { dueKind: 'checklist', checklistKey: step };
}

export interface InvoiceState {
  totalPaise: number;
  paidPaise: number;
  creditedPaise: number;
  dueDate: string;
}

/** What an invoice still asks for. */
export const outstandingOf = (i: Omit<InvoiceState, 'dueDate'>) =>
  Math.max(0, i.totalPaise - i.paidPaise - i.creditedPaise);

/** The status of an invoice (as of `today`, yyyy-mm-dd in India). */
export function invoiceStatus(i: InvoiceState, today: string): MilestoneStatus {
  if (outstandingOf(i) === 0) return 'paid';
  if (i.dueDate < today) return 'overdue';
  return i.paidPaise > 0 ? 'part_paid' : 'invoiced';
}

/** A milestone's status: its invoice's when issued, otherwise whether its condition is met. */
export function milestoneStatus(
  m: { dueKind: string; checklistKey: string | null; dueDate: string | null },
  invoice: InvoiceState | null,
  doneSteps: ReadonlySet<string>,
  today: string,
): MilestoneStatus {
  if (invoice) return invoiceStatus(invoice, today);
  return isDue(m, doneSteps, today) ? 'due' : 'not_due';
}

export function isDue(
  m: { dueKind: string; checklistKey: string | null; dueDate: string | null },
  doneSteps: ReadonlySet<string>,
  today: string,
): boolean {
  if (m.dueKind === 'acceptance') return true;
  if (m.dueKind === 'checklist') return m.checklistKey !== null && doneSteps.has(m.checklistKey);
  return m.dueDate !== null && m.dueDate <= today;
}

export { addDays } from '@managewell/api/contract';

/** Days from one Indian calendar day to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The age bucket of a receivable: days since the invoice date. */
export function ageBucket(days: number): ReceivableBucket {
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

import { type CustomerQuotationContent, customerContent, UNIT_LABEL } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { poolDrawingSvg } from '@managewell/api/pool';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { notFound } from '../../platform/http';
import { formatDocumentDate, loadLetterhead, type PdfBlock, renderPdf } from '../../workplace/documents';
import { leadRequirements } from '../sales';
import { quotations, quotationVersions } from './schema';

export interface PdfVersion {
  no: number;
  content: CustomerQuotationContent;
  createdAt: Date;
  accepted: { name: string; at: Date; ip: string | null; hash: string | null } | null;
}

/** "18%": no space, so a narrow column never breaks the rate over two lines. */
const pct = (bps: number) => `${bps / 100}%`;

/** The quotation PDF of one version (a customer's document: no internal note): letterhead, customer, lines, taxes, totals in words, terms, pool drawing, signature, acceptance. */
export async function quotationPdf(db: DbOrTx, leadId: number, version: PdfVersion): Promise<Buffer> {
  const letterhead = await loadLetterhead(db);
  if (!letterhead) throw notFound('The company details (site settings) are not set up yet.');
  const [req] = await db.select().from(leadRequirements).where(eq(leadRequirements.leadId, leadId));
  const c = version.content;
  const t = c.totals;
  // The last day is a date in India: printed like every other date on the document.
  const validUntil = c.terms ? formatDocumentDate(new Date(`${c.terms.valid_until}T00:00:00+05:30`)) : '';
  const blocks: PdfBlock[] = [
    {
      kind: 'keyValue',
      columns: 2,
      rows: [
        { label: 'Customer', value: c.customer.name },
        { label: 'Mobile', value: c.customer.mobile },
        ...(c.customer.email ? [{ label: 'E-mail', value: c.customer.email }] : []),
        ...(c.customer.gstin
          ? [
              { label: 'Buyer GSTIN', value: c.customer.gstin },
              { label: 'Billing address', value: c.customer.billing_address || c.customer.address },
            ]
          : []),
        ...(req
          ? [{ label: 'Site', value: `${req.siteAddress}, ${req.siteState}` }]
          : c.customer.address
            ? [{ label: 'Address', value: c.customer.address }]
            : []),
        {
          label: 'Tax',
          value: c.inter_state ? 'IGST (inter-state supply)' : 'CGST + SGST (intra-state supply)',
        },
      ],
    },
    {
      kind: 'table',
      columns: [
        { header: '#', width: 18, align: 'right' },
        { header: 'Item', width: '*' },
        { header: 'HSN/SAC', width: 'auto' },
        { header: 'Qty', width: 'auto', align: 'right' },
        { header: 'Rate', width: 'auto', align: 'right' },
        { header: 'Disc.', width: 'auto', align: 'right' },
        { header: 'GST', width: 'auto', align: 'right' },
        { header: 'Taxable', width: 'auto', align: 'right' },
      ],
      rows: c.lines.map((line, i) => {
        const a = c.amounts[i]!;
        return [
          String(i + 1),
          line.description,
          line.hsn_sac ?? '',
          `${line.quantity} ${UNIT_LABEL[line.unit]}`,
          formatInr(line.rate_paise),
          a.discount_paise ? formatInr(a.discount_paise) : '–',
          pct(line.gst_rate_bps),
          formatInr(a.taxable_paise),
        ];
      }),
    },
    {
      kind: 'totals',
      rows: [
        ...(t.discount_paise
          ? [
              { label: 'Before discount', amountPaise: t.gross_paise },
              { label: 'Discount', amountPaise: -t.discount_paise },
            ]
          : []),
        { label: 'Taxable value', amountPaise: t.taxable_paise },
        ...(c.inter_state
          ? [{ label: 'IGST', amountPaise: t.igst_paise }]
          : [
              { label: 'CGST', amountPaise: t.cgst_paise },
              { label: 'SGST', amountPaise: t.sgst_paise },
            ]),
        { label: 'Round off', amountPaise: t.round_off_paise },
      ],
      grandTotal: { label: 'Total', amountPaise: t.grand_total_paise },
    },
  ];
  if (c.terms) {
    blocks.push(
      { kind: 'heading', text: 'Payment schedule', level: 2 },
      {
        kind: 'table',
        columns: [
          { header: 'Milestone' },
          { header: 'Share', align: 'right', width: 'auto' },
          { header: 'Amount', align: 'right', width: 'auto' },
        ],
        rows: c.terms.milestones.map((m) => [
          m.label,
          `${m.percent}%`,
          formatInr(Math.round((t.grand_total_paise * m.percent) / 100)),
        ]),
      },
      { kind: 'heading', text: 'Terms', level: 2 },
      {
        kind: 'keyValue',
        rows: [
          { label: 'Valid until', value: validUntil },
          { label: 'Delivery timeline', value: c.terms.timeline },
          { label: 'Warranty', value: c.terms.warranty },
          ...(c.terms.exclusions ? [{ label: 'Exclusions', value: c.terms.exclusions }] : []),
        ],
      },
    );
  }
  if (req) {
    const drawing = poolDrawingSvg({
      length_m: req.lengthM,
      width_m: req.widthM,
      shallow_depth_m: req.shallowDepthM,
      deep_depth_m: req.deepDepthM,
      shape: req.shape as never,
    });
    blocks.push(
      { kind: 'heading', text: 'Pool drawing', level: 2 },
      { kind: 'svg', svg: drawing.plan, width: 380, caption: 'Plan' },
      { kind: 'svg', svg: drawing.section, width: 380, caption: 'Long section (shallow to deep end)' },
    );
  }
  blocks.push({ kind: 'signature', forName: letterhead.legalName, name: 'Authorised signatory' });
  if (version.accepted) {
    blocks.push({
      kind: 'acceptance',
      fullName: version.accepted.name,
      acceptedAt: version.accepted.at,
      address: version.accepted.ip,
      contentHash: version.accepted.hash ?? '',
    });
  }
  return renderPdf({
    letterhead,
    title: 'Quotation',
    number: `${c.number} (version ${version.no})`,
    date: version.createdAt,
    meta: c.terms ? [{ label: 'Valid until', value: validUntil }] : [],
    blocks,
    footerNote: 'This is a computer-generated quotation.',
    subject: `Quotation ${c.number} for ${c.customer.name}`,
  });
}

/** A version for its PDF, by lead and number (staff) or by the customer's token; 404 when there is none. */
export async function pdfVersionOf(
  db: DbOrTx,
  where: { leadId: number; no: number } | { token: string },
): Promise<{ leadId: number; version: PdfVersion }> {
  const [row] = await db
    .select({ v: quotationVersions, leadId: quotations.leadId })
    .from(quotationVersions)
    .innerJoin(quotations, eq(quotations.id, quotationVersions.quotationId))
    .where(
      'token' in where
        ? eq(quotationVersions.token, where.token)
        : and(eq(quotations.leadId, where.leadId), eq(quotationVersions.no, where.no)),
    );
  if (!row) throw notFound('There is no such quotation version.');
  const { v } = row;
  return {
    leadId: row.leadId,
    version: {
      no: v.no,
      content: customerContent(v.content),
      createdAt: v.createdAt,
      accepted:
        v.acceptedAt && v.acceptedName
          ? { name: v.acceptedName, at: v.acceptedAt, ip: v.acceptedIp, hash: v.acceptedHash }
          : null,
    },
  };
}

/** 'Quotation MW-2026-27-0042 v3.pdf' → a safe download name. */
export const pdfFileName = (number: string, no: number) =>
  `Quotation ${number.replace(/\//g, '-')} v${no}.pdf`;

/** The offer letter as a PDF on the company letterhead (documents/renderPdf, cached by content). */

import { ctcBreakup, ctcRows, OFFER_STATUS_LABEL } from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import type { DbOrTx } from '../../platform/db';
import { allOn } from '../../platform/db';
import {
  DEFAULT_LETTERHEAD,
  type Letterhead,
  loadLetterhead,
  type PdfBlock,
  type PdfDocument,
  renderPdf,
} from '../../workplace/documents';
import { effectiveStatus, letterOf, type OfferRow, todayInIndia } from './service';

/** The offer as a declarative document: the letter, the salary break-up, the signature, the acceptance. */
export function offerDocument(
  row: OfferRow,
  letter: string,
  letterhead: Letterhead,
  today: string,
): PdfDocument {
  const status = effectiveStatus(row, today);
  const blocks: PdfBlock[] = [];
  if (status === 'draft')
    blocks.push({
      kind: 'paragraph',
      text: 'DRAFT: not yet sent to the candidate.',
      bold: true,
      align: 'center',
    });
  if (status === 'withdrawn' || status === 'expired' || status === 'declined')
    blocks.push({
      kind: 'paragraph',
      text: `This offer is ${OFFER_STATUS_LABEL[status].toLowerCase()}.`,
      bold: true,
      align: 'center',
    });
  for (const paragraph of letter.split(/\n\s*\n/)) {
    const text = paragraph.trim();
    if (text) blocks.push({ kind: 'paragraph', text });
  }
  blocks.push({
    kind: 'table',
    caption: 'Salary break-up',
    columns: [
      { header: 'Component' },
      { header: 'Monthly', align: 'right', width: 'auto' },
      { header: 'Annual', align: 'right', width: 'auto' },
    ],
    rows: ctcRows(ctcBreakup(row)).map((r) => [r.label, formatInr(r.monthly), formatInr(r.annual)]),
  });
  const note: PdfBlock = {
    kind: 'paragraph',
    small: true,
    text: 'Statutory deductions (employee PF, ESI where applicable, professional tax and income tax) are made from the gross salary as the law requires.',
  };
  const signature: PdfBlock = { kind: 'signature', forName: letterhead.legalName, name: 'Human Resources' };
  const accepted: PdfBlock[] =
    row.acceptedAt && row.acceptedName && row.acceptedHash
      ? [
          {
            kind: 'acceptance',
            fullName: row.acceptedName,
            acceptedAt: row.acceptedAt,
            address: row.acceptedIp,
            contentHash: row.acceptedHash,
          },
        ]
      : [];
  // The note sits beside the signature so that the letter, accepted or not, keeps to one page.
  blocks.push({ kind: 'columns', columns: [[note], [signature]] }, ...accepted);
  return {
    letterhead,
    title: 'Offer Letter',
    number: row.number,
    date: row.sentAt ?? row.createdAt,
    meta: [
      { label: 'Candidate', value: row.candidateName },
      { label: 'Designation', value: row.designation },
      { label: 'Department', value: row.department },
      { label: 'Location', value: `${row.location}, ${row.workState}` },
    ],
    blocks,
    footerNote: 'This is a computer-generated offer letter.',
    subject: `Offer letter for ${row.candidateName}`,
  };
}

/** The offer's PDF bytes (the same content is rendered once: renderPdf keeps it). */
export async function offerPdf(db: DbOrTx, row: OfferRow, now = new Date()): Promise<Buffer> {
  const [letterhead, letter] = await allOn(db, [() => loadLetterhead(db), () => letterOf(db, row)]);
  return renderPdf(offerDocument(row, letter, letterhead ?? DEFAULT_LETTERHEAD, todayInIndia(now)));
}

/** 'offer-MW-OL-2026-27-0001.pdf'. */
export const offerFileName = (row: Pick<OfferRow, 'number'>) => `offer-${row.number.replace(/\//g, '-')}.pdf`;

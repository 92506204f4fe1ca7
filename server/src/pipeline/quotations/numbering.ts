import type { DbOrTx } from '../../platform/db';
import { nextDocumentNumber } from '../../workplace/documents';

/** The quotation series of the document numbers: MW/2026-27/0042, gap-free per financial year. */
export const QUOTATION_SERIES = { series: 'quotation', prefix: 'MW' } as const;

export const nextQuotationNumber = (tx: DbOrTx, at: Date): Promise<string> =>
  nextDocumentNumber(tx, { ...QUOTATION_SERIES, at });

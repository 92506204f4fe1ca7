/** Numbered PDF documents on the company letterhead, and their acceptance. */
// Rendering.

export { contentHash } from './acceptance';
export {
  DEFAULT_LETTERHEAD,
  letterheadFromSettings,
  letterheadOrDefault,
  loadCompanyDetails,
  loadStoredSettings,
} from './letterhead';
// Numbering and the hash an acceptance records.
export { formatDocumentNumber, nextDocumentNumber } from './numbering';
export {
  formatDocumentDate,
  type Letterhead,
  loadLetterhead,
  type PdfBlock,
  type PdfDocument,
  renderPdf,
} from './pdf';
export { documentCounters } from './schema';

/**
 * Exports of a staff list: the whole filtered result, as CSV (UTF-8 with a BOM, so Excel reads
 * Indian names right) or Excel (.xlsx), streamed page by page so a large export never sits in
 * memory at once and other requests keep being answered between pages.
 */
import { Readable } from 'node:stream';
import type { ExportFormat } from '@managewell/api/contract';
import type { FastifyReply } from 'fastify';
import { strToU8, Zip, ZipDeflate } from 'fflate';

/**
 * How a column's value is written: `money` takes paise and writes rupees as a number (a Currency
 * column is added), `date` takes yyyy-mm-dd, `datetime` an instant written in IST, `text` is
 * always a text cell (phones stay as typed).
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'date' | 'datetime';

export type CellValue = string | number | Date | null | undefined;

export interface ExportColumn<T> {
  header: string;
  kind?: ColumnKind;
  value: (row: T) => CellValue;
}

export interface ExportSpec<T> {
  /** File name without extension. */
  name: string;
  format: ExportFormat;
  columns: readonly ExportColumn<T>[];
  /** Batches of rows in list order (see `pagesOf`). */
  rows: AsyncIterable<readonly T[]>;
  /** A line after the rows, such as a legend of the codes used. */
  note?: string;
}

/** Page size of an export's reads: big enough for few queries, small enough to keep memory flat. */
export const EXPORT_PAGE_SIZE = 500;
/** An export stops here: far beyond any list a person reads, and it bounds one request's work. */
export const EXPORT_ROW_LIMIT = 100_000;

/**
 * The rows of a list, read through the list's own page query (so its filters, sort, scope and
 * object-level rules apply unchanged), one page at a time until a short page.
 */
export async function* pagesOf<T>(
  page: (page: number, pageSize: number) => Promise<readonly T[]>,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<readonly T[]> {
  for (let n = 1; (n - 1) * pageSize < EXPORT_ROW_LIMIT; n++) {
    const items = await page(n, pageSize);
    if (items.length > 0) yield items;
    if (items.length < pageSize) return;
  }
}

/** Rows of a list that is read whole (small by nature, such as one month's queue). */
export async function* allAtOnce<T>(rows: Promise<readonly T[]>): AsyncGenerator<readonly T[]> {
  const list = await rows;
  if (list.length > 0) yield list;
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the UTF-8 name. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Streams the export. The first page is read before the answer starts, so a failure there is a
 * normal error answer rather than a cut-off file.
 */
export async function sendExport<T>(reply: FastifyReply, spec: ExportSpec<T>): Promise<FastifyReply> {
  const iterator = spec.rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* rows(): AsyncGenerator<readonly T[]> {
    if (first.done) return;
    yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const columns = withCurrency(spec.columns);
  const body =
    spec.format === 'xlsx' ? xlsxChunks(columns, rows(), spec.note) : csvChunks(columns, rows(), spec.note);
  return reply
    .header('content-type', CONTENT_TYPE[spec.format])
    .header('content-disposition', attachmentDisposition(`${spec.name}.${spec.format}`))
    .header('cache-control', 'no-store')
    .send(Readable.from(body, { objectMode: false }));
}

/** Money is written as a plain number, so the currency is said once per row beside it. */
function withCurrency<T>(columns: readonly ExportColumn<T>[]): readonly ExportColumn<T>[] {
  if (!columns.some((c) => c.kind === 'money')) return columns;
  return [...columns, { header: 'Currency', value: () => 'INR' }];
}

// ---- Values ------------------------------------------------------------------------------------

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** Day 0 of a spreadsheet's date serials is 1899-12-30; 1970-01-01 is day 25569. */
const EPOCH_SERIAL = 25_569;

/** An instant as India's wall-clock time, e.g. 2026-11-23 14:05 (India keeps no daylight saving). */
export function istDateTime(value: string | Date): string {
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Paise as rupees with two decimals. */
export function rupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

const NUMBER_LIKE = /^[+-][\d\s().-]*$/;

/**
 * Text a spreadsheet would run as a formula gets a leading apostrophe; a phone number such as
 * +91 98765 43210, a negative number or a lone "-" is data, not a formula, and stays as it is.
 */
export function defuseFormula(text: string): string {
  const start = text.replace(/^[\t\r]+/, '');
  const first = start[0];
  if (first !== '=' && first !== '+' && first !== '-' && first !== '@') return text;
  if (start.length === 1 || NUMBER_LIKE.test(start)) return text;
  return `'${text}`;
}

/** One CSV cell: formulas defused, quoted when the text needs it. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = defuseFormula(value);
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvValue(kind: ColumnKind, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '';
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? rupees(value) : '';
    case 'datetime':
      return istDateTime(value as string | Date);
    case 'number':
      return typeof value === 'number' ? csvCell(value) : csvCell(String(value));
    default:
      return csvCell(value instanceof Date ? istDateTime(value) : value);
  }
}

// ---- CSV ---------------------------------------------------------------------------------------

export async function* csvChunks<T>(
  columns: readonly ExportColumn<T>[],
  rows: AsyncIterable<readonly T[]>,
  note?: string,
): AsyncGenerator<Buffer> {
  yield Buffer.from(`\uFEFF${columns.map((c) => csvCell(c.header)).join(',')}\r\n`);
  for await (const batch of rows) {
    let text = '';
    for (const row of batch) {
      text += `${columns.map((c) => csvValue(c.kind ?? 'text', c.value(row))).join(',')}\r\n`;
    }
    yield Buffer.from(text);
  }
  if (note) yield Buffer.from(`\r\n${csvCell(note)}\r\n`);
}

// ---- XLSX --------------------------------------------------------------------------------------
// A minimal SpreadsheetML package written by hand and zipped as it streams (fflate): one sheet of
// inline-string and number cells, so no shared-string table has to be held in memory. A text
// cell is never a formula in .xlsx, so nothing needs defusing there.

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const STATIC_PARTS: Record<string, string> = {
  '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Export" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  // Cell styles by index: 0 plain, 1 header (bold), 2 money (#,##0.00), 3 date, 4 date and time.
  'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="dd mmm yyyy"/><numFmt numFmtId="165" formatCode="dd mmm yyyy hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
};

const SHEET_HEAD = `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>`;
const SHEET_TAIL = '</sheetData></worksheet>';

function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function textCell(text: string, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  return `<c t="inlineStr"${s}><is><t xml:space="preserve">${xmlText(text)}</t></is></c>`;
}

function numberCell(n: number, style = 0): string {
  return Number.isFinite(n) ? `<c${style ? ` s="${style}"` : ''}><v>${n}</v></c>` : '<c/>';
}

/** A date (yyyy-mm-dd) or instant as a spreadsheet serial, in India's wall-clock time. */
function serial(kind: 'date' | 'datetime', value: string | Date): number {
  if (kind === 'date' && typeof value === 'string') {
    const [y, m, d] = value.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!) / DAY_MS + EPOCH_SERIAL;
  }
  const ms = typeof value === 'string' ? Date.parse(value) : value.getTime();
  return (ms + IST_OFFSET_MS) / DAY_MS + EPOCH_SERIAL;
}

function xlsxCell(kind: ColumnKind, value: CellValue): string {
  if (value === null || value === undefined || value === '') return '<c/>';
  switch (kind) {
    case 'money':
      return typeof value === 'number' ? numberCell(Math.round(value) / 100, 2) : '<c/>';
    case 'number':
      return typeof value === 'number' ? numberCell(value) : textCell(String(value));
    case 'date':
    case 'datetime':
      return typeof value === 'number'
        ? numberCell(value)
        : numberCell(serial(kind, value), kind === 'date' ? 3 : 4);
    default:
      return textCell(value instanceof Date ? istDateTime(value) : String(value));
  }
}

export async function* xlsxChunks<T>(
  columns: readonly ExportColumn<T>[],
  rows: AsyncIterable<readonly T[]>,
  note?: string,
): AsyncGenerator<Buffer> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const drain = (): Buffer => {
    if (failure) throw failure;
    const chunk = Buffer.concat(out);
    out.length = 0;
    return chunk;
  };
  for (const [name, text] of Object.entries(STATIC_PARTS)) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(strToU8(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(strToU8(`${SHEET_HEAD}<row r="1">${columns.map((c) => textCell(c.header, 1)).join('')}</row>`));
  yield drain();
  let r = 1;
  for await (const batch of rows) {
    let xml = '';
    for (const row of batch) {
      r += 1;
      xml += `<row r="${r}">${columns.map((c) => xlsxCell(c.kind ?? 'text', c.value(row))).join('')}</row>`;
    }
    sheet.push(strToU8(xml));
    yield drain();
  }
  const last = note ? `<row r="${r + 2}">${textCell(note)}</row>` : '';
  sheet.push(strToU8(`${last}${SHEET_TAIL}`), true);
  zip.end();
  yield drain();
}

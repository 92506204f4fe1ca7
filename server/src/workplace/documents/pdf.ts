/**
 * Business documents as PDF from data: a PdfDocument lists declarative blocks (headings,
 * paragraphs, key-value lists, tables, totals, drawings, signature, acceptance record) and
 * renderPdf lays them out with pdfmake under the company letterhead, with 'Page 1 of 3' in
 * every footer and table headers repeated on each page. The Noto Sans font is embedded.
 */
import { createHash } from 'node:crypto';
import { amountInWords, formatInr } from '@managewell/api/money';
import type pdfmakeModule from 'pdfmake';
import type { Content, ContentImage, ContentSvg, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { PDF_FONT_FAMILY, PDF_FONT_FILES } from './fonts';
import type { Letterhead, PdfImage } from './letterhead';

export type { Letterhead, PdfImage } from './letterhead';
export { letterheadFromSettings, loadLetterhead } from './letterhead';

export type PdfAlign = 'left' | 'center' | 'right';

export interface PdfTableColumn {
  header: string;
  align?: PdfAlign;
  /** Points, '*' (share the rest, the default for the first column) or 'auto' (fit the content). */
  width?: number | '*' | 'auto';
}

export type PdfBlock =
  | { kind: 'heading'; text: string; level?: 1 | 2 }
  | { kind: 'paragraph'; text: string; bold?: boolean; italic?: boolean; align?: PdfAlign; small?: boolean }
  /** Label: value lines, in one or two columns. */
  | { kind: 'keyValue'; rows: { label: string; value: string }[]; columns?: 1 | 2 }
  /** Rows of text cells; the header row is repeated on every page the table spans. */
  | { kind: 'table'; columns: PdfTableColumn[]; rows: string[][]; caption?: string }
  /** Amount rows (paise), the grand total in bold and the amount in words under it. */
  | {
      kind: 'totals';
      rows: { label: string; amountPaise: number }[];
      grandTotal: { label: string; amountPaise: number };
      /** Print the grand total in words (default true). */
      inWords?: boolean;
    }
  /** An SVG drawing (e.g. a pool plan) scaled to `width` points, keeping its proportions. */
  | { kind: 'svg'; svg: string; width: number; caption?: string }
  | { kind: 'image'; image: PdfImage; width: number; caption?: string }
  /** A QR code of `text` (e.g. an e-invoice's signed QR), `size` points square. */
  | { kind: 'qr'; text: string; size: number; caption?: string }
  /** 'For <company>', the signature space, the signer's name and title. */
  | { kind: 'signature'; forName: string; name: string; title?: string; image?: PdfImage }
  /** Printed on an accepted document: who accepted, when, from where, and what (content hash). */
  | {
      kind: 'acceptance';
      fullName: string;
      acceptedAt: Date | string;
      address: string | null;
      contentHash: string;
    }
  | { kind: 'spacer'; height?: number }
  /** Blocks side by side in equal columns (e.g. earnings beside deductions), so short lists share a row. */
  | { kind: 'columns'; columns: PdfBlock[][] }
  | { kind: 'pageBreak' };

export interface PdfDocument {
  letterhead: Letterhead;
  /** 'Quotation', 'Offer Letter', 'Payslip for April 2026'. */
  title: string;
  /** The document number ('MW/2026-27/0042'), printed under the title and on every page. */
  number?: string;
  /** The document's date (Asia/Kolkata). */
  date?: Date;
  /** Lines under the title: 'Customer: …', 'Valid until: …'. */
  meta?: { label: string; value: string }[];
  blocks: PdfBlock[];
  /** A small line above the page number on every page (e.g. 'This is a computer-generated document.'). */
  footerNote?: string;
  /** PDF metadata. */
  author?: string;
  subject?: string;
}

type Pdfmake = typeof pdfmakeModule;
let pdfmakeLoading: Promise<Pdfmake> | null = null;

/**
 * pdfmake (with fontkit) is loaded on the first document, not at the server's start: it is a
 * measurable part of the module loading on a cold start (see docs/decisions/0026-cold-start-order.md).
 */
function loadPdfmake(): Promise<Pdfmake> {
  pdfmakeLoading ??= import('pdfmake').then(({ default: pdfmake }) => {
    pdfmake.setFonts({ [PDF_FONT_FAMILY]: { ...PDF_FONT_FILES } });
    // Documents are data: nothing is fetched from the network, and only the font files are read.
    pdfmake.setUrlAccessPolicy(() => false);
    const fontFiles = new Set<string>(Object.values(PDF_FONT_FILES));
    pdfmake.setLocalAccessPolicy((path) => fontFiles.has(path));
    return pdfmake;
  });
  pdfmakeLoading.catch(() => {
    pdfmakeLoading = null;
  });
  return pdfmakeLoading;
}

const IST_DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const IST_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 23 Nov 2026 (Asia/Kolkata). */
export function formatDocumentDate(at: Date): string {
  return IST_DATE.format(at);
}

/** 23 Nov 2026, 14:05:09 IST. */
export function formatDocumentDateTime(at: Date): string {
  return `${IST_DATE_TIME.format(at)} IST`;
}

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const ACCENT = '#0b5394';

function picture(image: PdfImage, width: number, height?: number): ContentSvg | ContentImage {
  if ('svg' in image) return height ? { svg: image.svg, fit: [width, height] } : { svg: image.svg, width };
  const data = `data:${image.mime};base64,${image.data.toString('base64')}`;
  return height ? { image: data, fit: [width, height] } : { image: data, width };
}

function letterheadBlock(head: Letterhead): Content {
  const ids = [head.gstin ? `GSTIN: ${head.gstin}` : null, head.pan ? `PAN: ${head.pan}` : null]
    .filter(Boolean)
    .join('   ');
  const contact = [head.phone, head.email].filter(Boolean).join('   ');
  const details: Content = {
    stack: [
      { text: head.legalName, bold: true, fontSize: 14, color: ACCENT },
      { text: head.address, fontSize: 8.5, color: MUTED, margin: [0, 2, 0, 0] },
      ...(contact ? [{ text: contact, fontSize: 8.5, color: MUTED }] : []),
      ...(ids ? [{ text: ids, fontSize: 8.5, color: INK }] : []),
    ],
    alignment: 'right',
  };
  return {
    stack: [
      {
        columns: [
          head.logo ? { ...picture(head.logo, 150, 50), width: 160 } : { text: '', width: 1 },
          details,
        ],
        columnGap: 12,
      },
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1, lineColor: ACCENT }],
        margin: [0, 8, 0, 12],
      },
    ],
  };
}

function titleBlock(doc: PdfDocument): Content[] {
  const out: Content[] = [
    { text: doc.title, fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 4] },
  ];
  const line = [
    doc.number ? `No. ${doc.number}` : null,
    doc.date ? `Date: ${formatDocumentDate(doc.date)}` : null,
  ]
    .filter(Boolean)
    .join('      ');
  if (line) out.push({ text: line, alignment: 'center', color: MUTED, margin: [0, 0, 0, 10] });
  if (doc.meta?.length) out.push(keyValue(doc.meta, 2));
  return out;
}

function keyValue(rows: { label: string; value: string }[], columns: 1 | 2): Content {
  const cell = (r: { label: string; value: string }): Content => ({
    text: [{ text: `${r.label}: `, color: MUTED }, { text: r.value }],
    margin: [0, 1, 0, 1],
  });
  if (columns === 1) return { stack: rows.map(cell), margin: [0, 0, 0, 10] };
  const half = Math.ceil(rows.length / 2);
  return {
    columns: [{ stack: rows.slice(0, half).map(cell) }, { stack: rows.slice(half).map(cell) }],
    columnGap: 20,
    margin: [0, 0, 0, 10],
  };
}

function table(block: Extract<PdfBlock, { kind: 'table' }>): Content {
  const widths = block.columns.map((c, i) => c.width ?? (i === 0 ? '*' : 'auto'));
  const header: TableCell[] = block.columns.map((c) => ({
    text: c.header,
    bold: true,
    fillColor: '#eef2f7',
    alignment: c.align ?? 'left',
  }));
  const body: TableCell[][] = [
    header,
    ...block.rows.map((row) =>
      block.columns.map((c, i) => ({ text: row[i] ?? '', alignment: c.align ?? 'left' }) as TableCell),
    ),
  ];
  const content: Content[] = [];
  if (block.caption) content.push({ text: block.caption, bold: true, margin: [0, 4, 0, 4] });
  content.push({
    table: { headerRows: 1, widths, body, dontBreakRows: true },
    layout: {
      hLineWidth: (i: number) => (i === 0 || i === 1 ? 1 : 0.5),
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    fontSize: 9,
    margin: [0, 0, 0, 10],
  });
  return { stack: content };
}

function totals(block: Extract<PdfBlock, { kind: 'totals' }>): Content {
  const row = (label: string, paise: number, bold = false): TableCell[] => [
    { text: label, alignment: 'right', bold },
    { text: formatInr(paise), alignment: 'right', bold, noWrap: true },
  ];
  const body = [
    ...block.rows.map((r) => row(r.label, r.amountPaise)),
    row(block.grandTotal.label, block.grandTotal.amountPaise, true),
  ];
  const last = body.length;
  const out: Content[] = [
    {
      columns: [
        { text: '', width: '*' },
        {
          width: 'auto',
          table: { widths: [170, 100], body },
          layout: {
            hLineWidth: (i: number) => (i === last - 1 || i === last ? 1 : 0),
            vLineWidth: () => 0,
            hLineColor: () => INK,
          },
        },
      ],
    },
  ];
  if (block.inWords ?? true) {
    out.push({
      text: [
        { text: 'Amount in words: ', color: MUTED },
        { text: amountInWords(block.grandTotal.amountPaise), bold: true },
      ],
      margin: [0, 6, 0, 0],
    });
  }
  return { stack: out, margin: [0, 0, 0, 12], unbreakable: true };
}

function block(b: PdfBlock): Content {
  switch (b.kind) {
    case 'heading':
      return {
        text: b.text,
        bold: true,
        fontSize: b.level === 2 ? 11 : 13,
        color: b.level === 2 ? INK : ACCENT,
        margin: [0, 8, 0, 4],
        headlineLevel: 1,
      };
    case 'paragraph':
      return {
        text: b.text,
        bold: b.bold,
        italics: b.italic,
        alignment: b.align ?? 'left',
        fontSize: b.small ? 8.5 : undefined,
        margin: [0, 0, 0, 6],
      };
    case 'keyValue':
      return keyValue(b.rows, b.columns ?? 1);
    case 'table':
      return table(b);
    case 'totals':
      return totals(b);
    case 'svg':
    case 'image':
    case 'qr':
      return {
        stack: [
          b.kind === 'svg'
            ? { svg: b.svg, width: b.width }
            : b.kind === 'qr'
              ? { qr: b.text, fit: b.size, eccLevel: 'M' }
              : picture(b.image, b.width),
          ...(b.caption
            ? [{ text: b.caption, color: MUTED, fontSize: 8.5, margin: [0, 4, 0, 0] } as Content]
            : []),
        ],
        alignment: 'center',
        margin: [0, 4, 0, 10],
        unbreakable: true,
      };
    case 'signature':
      return {
        columns: [
          { text: '', width: '*' },
          {
            width: 200,
            stack: [
              { text: `For ${b.forName}`, bold: true },
              b.image
                ? { ...picture(b.image, 120, 40), margin: [0, 4, 0, 4] }
                : { text: ' ', margin: [0, 10, 0, 10] },
              { text: b.name },
              ...(b.title ? [{ text: b.title, color: MUTED }] : []),
            ],
          },
        ],
        margin: [0, 8, 0, 4],
        unbreakable: true,
      };
    case 'acceptance': {
      const at = typeof b.acceptedAt === 'string' ? new Date(b.acceptedAt) : b.acceptedAt;
      return {
        table: {
          widths: ['*'],
          dontBreakRows: true,
          body: [
            [
              {
                stack: [
                  { text: 'Accepted electronically', bold: true, color: ACCENT },
                  {
                    text: `By ${b.fullName}, who typed their full name and confirmed acceptance, on ${formatDocumentDateTime(at)}${b.address ? ` from address ${b.address}` : ''}.`,
                    margin: [0, 2, 0, 2],
                  },
                  { text: `Content hash (SHA-256): ${b.contentHash}`, fontSize: 7.5, color: MUTED },
                ],
                margin: [6, 6, 6, 6],
              },
            ],
          ],
        },
        layout: { hLineColor: () => ACCENT, vLineColor: () => ACCENT },
        margin: [0, 12, 0, 8],
      };
    }
    case 'spacer':
      return { text: '', margin: [0, b.height ?? 12, 0, 0] };
    case 'columns':
      return {
        columns: b.columns.map((blocks) => ({ width: '*', stack: blocks.map(block) })),
        columnGap: 16,
      };
    case 'pageBreak':
      return { text: '', pageBreak: 'after' };
  }
}

/** The pdfmake document definition of a PdfDocument (exported for tests and previews). */
export function pdfDefinition(doc: PdfDocument): TDocumentDefinitions {
  const head = doc.letterhead;
  return {
    pageSize: 'A4',
    pageMargins: [40, 48, 40, 56],
    info: {
      title: doc.number ? `${doc.title} ${doc.number}` : doc.title,
      author: doc.author ?? head.legalName,
      subject: doc.subject ?? doc.title,
      creator: 'Managewell',
      producer: 'Managewell',
    },
    defaultStyle: { font: PDF_FONT_FAMILY, fontSize: 10, color: INK, lineHeight: 1.2 },
    header: (currentPage: number) =>
      currentPage > 1
        ? {
            text: [head.legalName, doc.title, doc.number].filter(Boolean).join('  ·  '),
            fontSize: 8,
            color: MUTED,
            margin: [40, 20, 40, 0],
          }
        : null,
    footer: (currentPage: number, pageCount: number) => ({
      margin: [40, 16, 40, 0],
      columns: [
        { text: doc.footerNote ?? '', fontSize: 7.5, color: MUTED, width: '*' },
        {
          text: `Page ${currentPage} of ${pageCount}`,
          fontSize: 8,
          color: MUTED,
          alignment: 'right',
          width: 'auto',
        },
      ],
    }),
    content: [letterheadBlock(head), ...titleBlock(doc), ...doc.blocks.map(block)],
  };
}

/** How many rendered documents are kept: a document downloaded again is not laid out again. */
const RENDERED_KEPT = 32;
const rendered = new Map<string, Promise<Buffer>>();

/** sha256 of the document's data; embedded pictures count by their own hash. */
function documentKey(doc: PdfDocument): string {
  const text = JSON.stringify(doc, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return Buffer.isBuffer(raw) ? createHash('sha256').update(raw).digest('hex') : value;
  });
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Renders the document to PDF bytes. Laying out a PDF takes the CPU for a while, so the same
 * document asked for again (or many times at once) is rendered once: the newest few are kept by
 * their content, and a failed render is not kept.
 */
export function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const key = documentKey(doc);
  const kept = rendered.get(key);
  if (kept) {
    rendered.delete(key);
    rendered.set(key, kept);
    return kept;
  }
  const definition = pdfDefinition(doc);
  const rendering = loadPdfmake().then(
    (pdfmake) => pdfmake.createPdf(definition).getBuffer() as Promise<Buffer>,
  );
  rendered.set(key, rendering);
  rendering.catch(() => rendered.delete(key));
  if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value as string);
  return rendering;
}

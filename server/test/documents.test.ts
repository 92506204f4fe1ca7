import { acceptanceInput } from '@managewell/api/contract';
import { computeTaxes, formatInr } from '@managewell/api/money';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/platform/db/client';
import { acceptanceRecord, canonicalJson, contentHash } from '../src/workplace/documents/acceptance';
import { type Letterhead, loadLetterhead } from '../src/workplace/documents/letterhead';
import { nextDocumentNumber } from '../src/workplace/documents/numbering';
import { type PdfDocument, renderPdf } from '../src/workplace/documents/pdf';
import { cloneTemplate } from './helpers';

let database: Database;

beforeAll(async () => {
  database = openDatabase(await cloneTemplate(), 50);
});
afterAll(async () => {
  await database?.close();
});

describe('nextDocumentNumber', () => {
  it('numbers per series and financial year, with at least four digits', async () => {
    const { db } = database;
    const at = new Date('2026-11-23T10:00:00+05:30');
    expect(await nextDocumentNumber(db, { series: 'test-a', prefix: 'MW', at })).toBe('MW/2026-27/0001');
    expect(await nextDocumentNumber(db, { series: 'test-a', prefix: 'MW', at })).toBe('MW/2026-27/0002');
    // Another series, and the next financial year, start again at 1.
    expect(await nextDocumentNumber(db, { series: 'test-b', prefix: 'MW-Q', at })).toBe('MW-Q/2026-27/0001');
    const april = new Date('2027-04-01T00:00:00+05:30');
    expect(await nextDocumentNumber(db, { series: 'test-a', prefix: 'MW', at: april })).toBe(
      'MW/2027-28/0001',
    );
    await db.execute(
      sql`update document_counters set last_number = 9999 where series = 'test-a' and financial_year = '2026-27'`,
    );
    expect(await nextDocumentNumber(db, { series: 'test-a', prefix: 'MW', at })).toBe('MW/2026-27/10000');
  });

  it('refuses a series or prefix that is not a plain word', async () => {
    const at = new Date();
    await expect(nextDocumentNumber(database.db, { series: 'A B', prefix: 'MW', at })).rejects.toThrow();
    await expect(nextDocumentNumber(database.db, { series: 'ok', prefix: 'M/W', at })).rejects.toThrow();
  });

  it('stays gap-free and unique across 50 parallel transactions, some rolled back', async () => {
    const at = new Date('2026-06-01T12:00:00+05:30');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        database.db.transaction(async (tx) => {
          const number = await nextDocumentNumber(tx, { series: 'test-parallel', prefix: 'MW', at });
          // Hold the transaction open a little after taking the number, as a real caller storing its document.
          await tx.execute(sql`select pg_sleep(0.01)`);
          if (i % 5 === 4) throw new Error(`rolled back ${number}`);
          return number;
        }),
      ),
    );
    const committed = outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    const rolledBack = outcomes.filter((o) => o.status === 'rejected');
    expect(rolledBack).toHaveLength(10);
    for (const o of rolledBack) expect(String((o as PromiseRejectedResult).reason)).toMatch(/rolled back/);
    expect(committed).toHaveLength(40);
    const numbers = committed.map((n) => Number(n.split('/')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await nextDocumentNumber(database.db, { series: 'test-parallel', prefix: 'MW', at })).toBe(
      'MW/2026-27/0041',
    );
  });
});

describe('contentHash and acceptance', () => {
  it('hashes canonical JSON, whatever the key order', () => {
    const a = { quotation: 7, lines: [{ qty: 2, rate: 100 }], total: { paise: 200, words: 'Two' } };
    const b = { total: { words: 'Two', paise: 200 }, lines: [{ rate: 100, qty: 2 }], quotation: 7 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(contentHash(a)).toBe(contentHash(b));
    expect(contentHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(contentHash({ ...a, total: { paise: 201, words: 'Two' } })).not.toBe(contentHash(a));
    // Array order matters; undefined properties do not.
    expect(contentHash([1, 2])).not.toBe(contentHash([2, 1]));
    expect(contentHash({ x: 1, y: undefined })).toBe(contentHash({ x: 1 }));
    // sha256 of '{"a":1}'
    expect(contentHash({ a: 1 })).toBe('015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862');
  });

  it('validates the typed full name and the consent', () => {
    expect(acceptanceInput.parse({ fullName: '  Priya Venkataraman ', consent: true })).toEqual({
      fullName: 'Priya Venkataraman',
      consent: true,
    });
    expect(acceptanceInput.safeParse({ fullName: 'P', consent: true }).success).toBe(false);
    expect(acceptanceInput.safeParse({ fullName: 'x'.repeat(121), consent: true }).success).toBe(false);
    expect(acceptanceInput.safeParse({ fullName: 'Priya V', consent: false }).success).toBe(false);
    expect(acceptanceInput.safeParse({ fullName: 'Priya V' }).success).toBe(false);
    const record = acceptanceRecord({
      fullName: ' Priya   Venkataraman ',
      acceptedAt: new Date('2026-11-23T08:00:00Z'),
      address: '203.0.113.9',
      content: { a: 1 },
    });
    expect(record).toEqual({
      fullName: 'Priya Venkataraman',
      acceptedAt: '2026-11-23T08:00:00.000Z',
      address: '203.0.113.9',
      contentHash: contentHash({ a: 1 }),
    });
  });
});

async function pdfText(bytes: Buffer): Promise<{ totalPages: number; pages: string[] }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { totalPages, pages: text as string[] };
}

const POOL_PLAN = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 60">
  <rect x="1" y="1" width="118" height="58" fill="#cfe8ff" stroke="#0b5394" stroke-width="2"/>
  <text x="60" y="34" font-size="8" text-anchor="middle">12 m × 6 m</text></svg>`;

describe('renderPdf', () => {
  let letterhead: Letterhead;
  beforeAll(async () => {
    letterhead = (await loadLetterhead(database.db))!;
  });

  it('takes the letterhead from the seeded site settings', () => {
    expect(letterhead).toMatchObject({
      legalName: 'Tarang Pools Pvt. Ltd.',
      state: 'Maharashtra',
      gstin: '27AABCT3518Q1ZW',
      pan: 'AABCT3518Q',
    });
    expect(letterhead.address).toContain('Mumbai');
    expect(letterhead.logo).toHaveProperty('svg');
  });

  it('renders a quotation with the rupee sign, the customer and the total', async () => {
    const taxes = computeTaxes({
      lines: [
        { key: 'pump', taxablePaise: 81_000_00, gstRateBps: 1800 },
        { key: 'tiles', taxablePaise: 15_432_00, gstRateBps: 500 },
      ],
      interState: false,
    });
    const doc: PdfDocument = {
      letterhead,
      title: 'Quotation',
      number: 'MW/2026-27/0042',
      date: new Date('2026-11-23T10:00:00+05:30'),
      meta: [
        { label: 'Customer', value: 'Śrīnivās Rāghavan Iyer' },
        { label: 'Place of supply', value: 'Maharashtra' },
      ],
      blocks: [
        { kind: 'heading', text: 'Items' },
        {
          kind: 'table',
          columns: [
            { header: 'Description' },
            { header: 'Qty', align: 'right' },
            { header: 'Amount', align: 'right' },
          ],
          rows: [
            ['Pool pump 1.5 HP', '2', formatInr(81_000_00)],
            ['Mosaic tiles (m²)', '12.5', formatInr(15_432_00)],
          ],
        },
        {
          kind: 'totals',
          rows: [
            { label: 'Taxable value', amountPaise: taxes.taxablePaise },
            { label: 'CGST', amountPaise: taxes.cgstPaise },
            { label: 'SGST', amountPaise: taxes.sgstPaise },
            { label: 'Round off', amountPaise: taxes.roundOffPaise },
          ],
          grandTotal: { label: 'Total', amountPaise: taxes.totalPaise },
        },
        { kind: 'svg', svg: POOL_PLAN, width: 240, caption: 'Pool plan' },
        { kind: 'paragraph', text: 'Valid for 30 days.' },
        { kind: 'keyValue', rows: [{ label: 'Bank', value: 'HDFC Bank, Vikhroli' }] },
        { kind: 'signature', forName: letterhead.legalName, name: 'Meera Kulkarni', title: 'Sales Manager' },
        {
          kind: 'acceptance',
          fullName: 'Śrīnivās Rāghavan Iyer',
          acceptedAt: new Date('2026-11-24T09:15:00Z'),
          address: '203.0.113.9',
          contentHash: 'a'.repeat(64),
        },
      ],
      footerNote: 'This is a computer-generated document.',
    };
    const bytes = await renderPdf(doc);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { totalPages, pages } = await pdfText(bytes);
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Śrīnivās Rāghavan Iyer');
    expect(text).toContain(formatInr(taxes.totalPaise)); // ₹1,11,784.00
    expect(text).toContain('₹');
    expect(text).toContain('MW/2026-27/0042');
    expect(text).toContain('23 Nov 2026');
    expect(text).toContain('GSTIN: 27AABCT3518Q1ZW');
    expect(text).toContain('Rupees One Lakh Eleven Thousand Seven Hundred Eighty-Four Only');
    expect(text).toContain('Accepted electronically');
    expect(text).toContain('24 Nov 2026, 14:45:00 IST');
    expect(text).toContain(`Page 1 of ${totalPages}`);
  });

  it('spreads a 40-row table over pages, repeating its header and numbering the pages', async () => {
    const rows = Array.from({ length: 40 }, (_, i) => [
      `Item ${i + 1}: filtration part with a long description that wraps onto a second line of the table`,
      String(i + 1),
      formatInr((i + 1) * 1_000_00),
    ]);
    const bytes = await renderPdf({
      letterhead,
      title: 'Bill of materials',
      blocks: [
        {
          kind: 'table',
          columns: [
            { header: 'Part description' },
            { header: 'Qty', align: 'right' },
            { header: 'Amount', align: 'right' },
          ],
          rows,
        },
      ],
    });
    const { totalPages, pages } = await pdfText(bytes);
    expect(totalPages).toBeGreaterThanOrEqual(2);
    for (let p = 0; p < totalPages; p++) {
      expect(pages[p]).toContain(`Page ${p + 1} of ${totalPages}`);
      expect(pages[p]).toContain('Part description');
    }
    expect(pages.join('\n')).toContain('Item 40:');
    expect(pages[totalPages - 1]).toContain('Item 40:');
    expect(pages[0]).not.toContain('Item 40:');
  });

  it('lays out a document once: the same content again, even at once, gets the same bytes', async () => {
    const doc = (): PdfDocument => ({
      letterhead,
      title: 'Payslip for November 2026',
      blocks: [{ kind: 'paragraph', text: `Net pay ${formatInr(4_210_000)}` }],
    });
    const [first, second] = await Promise.all([renderPdf(doc()), renderPdf(doc())]);
    expect(second).toBe(first);
    expect(await renderPdf(doc())).toBe(first);
    const other = await renderPdf({ ...doc(), title: 'Payslip for December 2026' });
    expect(other).not.toBe(first);
    expect((await pdfText(other)).pages.join(' ')).toContain('December 2026');
  });
});

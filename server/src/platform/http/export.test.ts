import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvChunks,
  defuseFormula,
  type ExportColumn,
  istDateTime,
  pagesOf,
  xlsxChunks,
} from './export';

interface Row {
  name: string;
  phone: string;
  paise: number;
  at: string;
  day: string;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Name', value: (r) => r.name },
  { header: 'Phone', value: (r) => r.phone },
  { header: 'Amount', kind: 'money', value: (r) => r.paise },
  { header: 'Created (IST)', kind: 'datetime', value: (r) => r.at },
  { header: 'Day', kind: 'date', value: (r) => r.day },
];

const ROW: Row = {
  name: 'Ananya Iyer',
  phone: '+91 98765 43210',
  paise: 12345050,
  at: '2026-11-27T08:44:00.000Z',
  day: '2026-11-27',
};

async function* once<T>(rows: T[]) {
  yield rows;
}

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('defuseFormula', () => {
  it('defuses text a spreadsheet would run', () => {
    expect(defuseFormula('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(defuseFormula('+cmd|" /C calc"!A0')).toBe(`'+cmd|" /C calc"!A0`);
    expect(defuseFormula('-2+3+cmd|x')).toBe(`'-2+3+cmd|x`);
    expect(defuseFormula('@SUM(A1:A9)')).toBe(`'@SUM(A1:A9)`);
    expect(defuseFormula('\t=1+1')).toBe(`'\t=1+1`);
    expect(defuseFormula('=1')).toBe(`'=1`);
  });

  it('leaves phones, negative numbers, a lone dash and ordinary text alone', () => {
    for (const text of [
      '+91 98765 43210',
      '+919876543210',
      '+91-98765-43210',
      '-',
      '-12.50',
      '+',
      'Ravi',
      'a=b',
    ]) {
      expect(defuseFormula(text)).toBe(text);
    }
  });

  it('quotes cells with commas, quotes, line breaks or edge spaces', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(' x')).toBe('" x"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
  });
});

describe('istDateTime', () => {
  it('writes an instant in India time', () => {
    expect(istDateTime('2026-11-27T18:40:00.000Z')).toBe('2026-11-28 00:10');
  });
});

describe('csvChunks', () => {
  it('writes a BOM, a header, rupees from paise and IST dates', async () => {
    const text = (await collect(csvChunks(COLUMNS, once([ROW])))).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Name,Phone,Amount,Created (IST),Day',
      'Ananya Iyer,+91 98765 43210,123450.50,2026-11-27 14:14,2026-11-27',
      '',
    ]);
  });
});

describe('xlsxChunks', () => {
  it('is a workbook with text phones, number money and date serials', async () => {
    const files = unzipSync(
      new Uint8Array(await collect(xlsxChunks(COLUMNS, once([ROW, { ...ROW, name: 'A & B <x>' }])))),
    );
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<t xml:space="preserve">+91 98765 43210</t>');
    expect(sheet).toContain('<c s="2"><v>123450.5</v></c>');
    // 2026-11-27 14:14 IST: day 46353 plus 14:14 as a fraction of the day.
    const stamp = Number(/<c s="4"><v>([\d.]+)<\/v>/.exec(sheet)?.[1]);
    expect(stamp).toBeCloseTo(46353 + (14 * 60 + 14) / 1440, 6);
    expect(sheet).toContain('<c s="3"><v>46353</v></c>');
    expect(sheet).toContain('A &amp; B &lt;x&gt;');
    expect(sheet.match(/<row /g)).toHaveLength(3);
  });
});

describe('pagesOf', () => {
  it('reads pages until a short one', async () => {
    const asked: number[] = [];
    const data = Array.from({ length: 7 }, (_, i) => i);
    const batches: number[][] = [];
    for await (const batch of pagesOf(async (page, size) => {
      asked.push(page);
      return data.slice((page - 1) * size, page * size);
    }, 3)) {
      batches.push([...batch]);
    }
    expect(batches).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(asked).toEqual([1, 2, 3]);
  });
});

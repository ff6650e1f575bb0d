import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeFormula,
  formatMoney,
  parseBoolean,
  parseCount,
  parseMoney,
  unescapeFormula,
} from '#server/services/shared/csv-cells';
import { countLines, CsvSyntaxError, readCsv, type CsvRecord } from './parse';

async function records(text: string | Buffer): Promise<CsvRecord[]> {
  const out: CsvRecord[] = [];
  for await (const record of readCsv(Buffer.isBuffer(text) ? text : Buffer.from(text)))
    out.push(record);
  return out;
}

describe('cells', () => {
  it('prefixes text a spreadsheet would run as a formula, and the import takes it off', () => {
    expect(escapeFormula('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(escapeFormula('+48 123')).toBe(`'+48 123`);
    expect(escapeFormula('-10%')).toBe(`'-10%`);
    expect(escapeFormula('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(escapeFormula('\tx')).toBe(`'\tx`);
    expect(escapeFormula('Lamp = light')).toBe('Lamp = light');
    expect(escapeFormula("'quoted")).toBe("'quoted");
    expect(unescapeFormula(`'=1+1`)).toBe('=1+1');
    expect(unescapeFormula("'quoted")).toBe("'quoted");
  });

  it('gives back exactly the text it escaped, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', 'a', ' ', '\t') }),
        (s) => {
          const escaped = escapeFormula(s);
          expect(unescapeFormula(escaped)).toBe(s);
          expect(/^[=+\-@\t\r]/.test(escaped)).toBe(false);
        },
      ),
    );
  });

  it('reads money with a dot and at most two places, exactly', () => {
    expect(parseMoney('129.99')).toBe(12_999);
    expect(parseMoney('0.1')).toBe(10);
    expect(parseMoney(' 7 ')).toBe(700);
    expect(parseMoney('1.005')).toBeNull();
    expect(parseMoney('12,50')).toBeNull();
    expect(parseMoney('-1.00')).toBeNull();
    expect(parseMoney('1e3')).toBeNull();
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('9999999.99')).toBe(999_999_999);
    expect(parseMoney('10000000.00')).toBeNull(); // past the editor's largest price
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (minor) => {
        expect(parseMoney(formatMoney(minor))).toBe(minor);
      }),
    );
  });

  it('reads stock and booleans', () => {
    expect(parseCount('0')).toBe(0);
    expect(parseCount('12')).toBe(12);
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('-1')).toBeNull();
    expect(parseCount('1000000000')).toBe(1_000_000_000);
    expect(parseCount('1000000001')).toBeNull();
    expect(['true', 'TRUE', '1', 'False', '0'].map(parseBoolean)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(parseBoolean('yes')).toBeNull();
  });
});

describe('readCsv', () => {
  it('reads an Excel file: BOM, CRLF, quoted cells with commas, quotes and line breaks', async () => {
    const text = '\uFEFFsku,title_pl\r\nA-1,"Lampa, duża"\r\nA-2,"Say ""hi""\r\nsecond line"\r\n';
    expect(await records(text)).toEqual([
      { row: 1, cells: ['sku', 'title_pl'] },
      { row: 2, cells: ['A-1', 'Lampa, duża'] },
      { row: 3, cells: ['A-2', 'Say "hi"\r\nsecond line'] },
    ]);
  });

  it('reads `;` between cells (Excel in a Polish locale), keeping commas in cells', async () => {
    expect(await records('sku;price\nA;"1,5"\n')).toEqual([
      { row: 1, cells: ['sku', 'price'] },
      { row: 2, cells: ['A', '1,5'] },
    ]);
  });

  it('skips blank rows but keeps counting them, like a spreadsheet', async () => {
    expect(await records('sku,stock\n\nA,1\n,\nB,2')).toEqual([
      { row: 1, cells: ['sku', 'stock'] },
      { row: 3, cells: ['A', '1'] },
      { row: 5, cells: ['B', '2'] },
    ]);
  });

  it('parses a file larger than one slice as a stream', async () => {
    const body = [
      'sku,title_pl',
      ...Array.from({ length: 5_000 }, (_, i) => `S-${i},"T, ${i}"`),
    ].join('\n');
    const all = await records(body);
    expect(all).toHaveLength(5_001);
    expect(all.at(-1)).toEqual({ row: 5_001, cells: ['S-4999', 'T, 4999'] });
  });

  it('names the row where a quote is never closed', async () => {
    await expect(records('sku,title_pl\nA,"ok"\nB,"open\n')).rejects.toMatchObject({
      row: 3,
      message: expect.stringContaining('never closed'),
    });
  });

  it('refuses text that is not UTF-8 (Excel\'s legacy "CSV" in Windows-1250)', async () => {
    const latin2 = Buffer.from([0x73, 0x6b, 0x75, 0x0a, 0xb3, 0xf3, 0x64, 0xbc]); // "sku\nłódź"
    await expect(records(latin2)).rejects.toBeInstanceOf(CsvSyntaxError);
  });

  it('counts lines as an upper bound of the rows', () => {
    expect(countLines(Buffer.from(''))).toBe(0);
    expect(countLines(Buffer.from('a\nb\n'))).toBe(2);
    expect(countLines(Buffer.from('a\r\nb'))).toBe(2);
  });
});

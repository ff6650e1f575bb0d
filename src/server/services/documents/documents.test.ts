import { describe, expect, it } from 'vitest';
import { makePdf } from '#tests/factories/documents';
import { documentFileName, documentTitle } from './index';
import { isPdf } from '../media/sniff';

describe('safety documents', () => {
  it('takes a PDF by its first and last bytes only', () => {
    const pdf = makePdf();
    expect(isPdf(pdf)).toBe(true);
    expect(isPdf(Buffer.concat([pdf, Buffer.from('\n\n')]))).toBe(true);
    expect(isPdf(pdf.subarray(0, pdf.length - 8))).toBe(false); // no %%EOF
    expect(isPdf(Buffer.from(`<html>${pdf.toString('latin1')}`, 'latin1'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-9.9 then nothing %%EOF'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-1.'))).toBe(false);
  });

  it('names the link by the file and the file by a safe slug', () => {
    expect(documentTitle('C:\\docs\\Instrukcja_obsługi  v2.PDF')).toBe('Instrukcja obsługi v2');
    expect(documentTitle('\u202Egpj.pdf')).toBe('gpj');
    expect(documentTitle(undefined)).toBe('Document');
    expect(documentFileName('Instrukcja obsługi – Łódź')).toBe('instrukcja-obslugi-lodz.pdf');
    expect(documentFileName('Инструкция')).toBe('document.pdf');
    expect(documentFileName('x'.repeat(200))).toMatch(/^x{60}\.pdf$/);
  });
});

import { describe, expect, it } from 'vitest';
import { base64ToBase64Url, invoiceVerificationUrl, ksefLinkDate } from './ksef-qr';

describe('KSeF verification link (KOD I)', () => {
  it("spells kody-qr.md's own example", () => {
    // kody-qr.md: NIP 1111111111, issued 01-02-2026, hash UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE
    // on the test environment. The client hands the hash over in standard Base64.
    expect(
      invoiceVerificationUrl({
        qrBaseUrl: 'https://qr-test.ksef.mf.gov.pl',
        sellerNip: '1111111111',
        issueDate: '2026-02-01',
        invoiceHash: 'UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE=',
      }),
    ).toBe(
      'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
  });

  it('takes a URL-safe hash as it is, and a base with a trailing slash', () => {
    expect(
      invoiceVerificationUrl({
        qrBaseUrl: 'https://qr.ksef.mf.gov.pl/',
        sellerNip: '526-587-76-35',
        issueDate: '2026-12-31',
        invoiceHash: 'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
      }),
    ).toBe(
      'https://qr.ksef.mf.gov.pl/invoice/5265877635/31-12-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
  });

  it('refuses what cannot be a NIP, a date or a SHA-256', () => {
    const ok = {
      qrBaseUrl: 'https://qr.ksef.mf.gov.pl',
      sellerNip: '1111111111',
      issueDate: '2026-02-01',
      invoiceHash: 'UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE=',
    };
    expect(() => invoiceVerificationUrl({ ...ok, sellerNip: '12345' })).toThrow(/NIP/);
    expect(() => invoiceVerificationUrl({ ...ok, issueDate: '2026-02-30' })).toThrow(/date/);
    expect(() => invoiceVerificationUrl({ ...ok, invoiceHash: 'abc' })).toThrow(/SHA-256/);
  });

  it('converts Base64 and dates', () => {
    expect(base64ToBase64Url('a+b/c==')).toBe('a-b_c');
    expect(ksefLinkDate('2026-02-01')).toBe('01-02-2026');
    expect(ksefLinkDate('2026-13-01')).toBeNull();
    expect(ksefLinkDate('1.2.2026')).toBeNull();
  });
});

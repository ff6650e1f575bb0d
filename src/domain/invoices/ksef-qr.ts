/**
 * KSeF's verification link, "KOD I" (kody-qr.md in CIRFMF/ksef-docs;
 * docs/decisions/074-ksef-client.md): `{KSEF_QR_URL}/invoice/{seller's NIP}/{issue date
 * DD-MM-YYYY}/{SHA-256 of the invoice file, Base64URL}`. The invoice's PDF prints it as a QR
 * code, with the KSeF number under it once KSeF gave one (else `OFFLINE`). Anyone scanning it
 * sees whether that exact file is in KSeF: the hash is of the very bytes sent, so the link must
 * be built from the stored XML, never a rebuilt one.
 *
 * Pure (the page and the PDF may both build it): the caller hashes the bytes (the KSeF client
 * answers `invoiceHash`, the standard Base64 KSeF itself uses) and this only spells the link.
 */

/** Standard Base64 (`+/`, `=` padding) as Base64URL (`-_`, no padding), as the link wants it. */
export function base64ToBase64Url(base64: string): string {
  return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `2026-02-01` -> `01-02-2026` (the link's order); null unless a real calendar date. */
export function ksefLinkDate(isoDate: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) return null;
  return `${d}-${mo}-${y}`;
}

export interface InvoiceVerificationLink {
  /** KSEF_QR_URL: `https://qr.ksef.mf.gov.pl` (production), `https://qr-test.…`, `https://qr-demo.…`. */
  qrBaseUrl: string;
  /** The seller's NIP as on the invoice (`Podmiot1`), ten digits. */
  sellerNip: string;
  /** The invoice's issue date, `P_1`, as `YYYY-MM-DD`. */
  issueDate: string;
  /** SHA-256 of the invoice's XML file, Base64 (standard or URL-safe). */
  invoiceHash: string;
}

/** The KOD I link; throws on a NIP, date or hash that cannot be one (a programming error). */
export function invoiceVerificationUrl(link: InvoiceVerificationLink): string {
  const nip = link.sellerNip.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(nip)) throw new Error(`not a NIP: ${link.sellerNip}`);
  const date = ksefLinkDate(link.issueDate);
  if (!date) throw new Error(`not a date: ${link.issueDate}`);
  const hash = base64ToBase64Url(link.invoiceHash);
  // A SHA-256 is 32 bytes: 43 Base64URL characters without padding.
  if (!/^[A-Za-z0-9_-]{43}$/.test(hash)) throw new Error('not a SHA-256 in Base64');
  return `${link.qrBaseUrl.replace(/\/+$/, '')}/invoice/${nip}/${date}/${hash}`;
}

import {
  constants,
  createCipheriv,
  createHash,
  publicEncrypt,
  randomBytes,
  X509Certificate,
  type KeyObject,
} from 'node:crypto';

/**
 * The encryption KSeF API 2.0 prescribes (sesja-interaktywna.md, uwierzytelnianie.md and
 * bezpieczenstwo/klucze-publiczne-do-szyfrowania.md in CIRFMF/ksef-docs), over node:crypto:
 * - the KSeF token goes as `token|timestampMs`, RSA-OAEP with SHA-256 (and MGF1-SHA-256) under
 *   the certificate published for `KsefTokenEncryption`;
 * - each session has a fresh 256-bit AES key and 128-bit IV; the key goes RSA-OAEP-SHA-256 under
 *   the `SymmetricKeyEncryption` certificate, the IV in clear beside it;
 * - each invoice is AES-256-CBC with PKCS#7 padding under that key and IV (the ciphertext alone:
 *   the IV travels in the session's opening, as KSeF's own clients do);
 * - the request names both files by SHA-256 (standard Base64) and size in bytes.
 */

export type KeyUsage = 'KsefTokenEncryption' | 'SymmetricKeyEncryption';

/** One entry of `GET /security/public-key-certificates` (the fields the shop reads). */
export interface PublicKeyCertificate {
  certificate: string;
  certificateId?: string;
  publicKeyId?: string;
  validFrom: string;
  validTo: string;
  usage: string[];
}

export interface ChosenKey {
  key: KeyObject;
  /** The selector KSeF wants beside what was encrypted with it (null when the list had none). */
  publicKeyId: string | null;
}

/**
 * The certificate for `usage` valid at `now`; of several, the latest `validFrom` (the document's
 * rule for a rotation's overlap). Null when none is valid.
 */
export function pickCertificate(
  list: readonly PublicKeyCertificate[],
  usage: KeyUsage,
  now: Date,
): PublicKeyCertificate | null {
  const t = now.getTime();
  const valid = list.filter(
    (c) =>
      c.usage.includes(usage) &&
      Date.parse(c.validFrom) <= t &&
      t < Date.parse(c.validTo) &&
      typeof c.certificate === 'string',
  );
  valid.sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom));
  return valid[0] ?? null;
}

/** The public key inside a Base64 DER certificate, with its selector. */
export function keyOf(cert: PublicKeyCertificate): ChosenKey {
  const x509 = new X509Certificate(Buffer.from(cert.certificate, 'base64'));
  return { key: x509.publicKey, publicKeyId: cert.publicKeyId ?? null };
}

export function rsaOaepSha256(key: KeyObject, data: Buffer): Buffer {
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    data,
  );
}

/** `POST /auth/ksef-token`'s `encryptedToken`: Base64 of RSA-OAEP(`token|timestampMs`). */
export function encryptKsefToken(key: KeyObject, token: string, timestampMs: number): string {
  return rsaOaepSha256(key, Buffer.from(`${token}|${timestampMs}`, 'utf8')).toString('base64');
}

export interface SessionKey {
  key: Buffer;
  iv: Buffer;
}

export function newSessionKey(): SessionKey {
  return { key: randomBytes(32), iv: randomBytes(16) };
}

export const sha256Base64 = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('base64');

export function encryptInvoice(session: SessionKey, xml: Uint8Array): Buffer {
  const cipher = createCipheriv('aes-256-cbc', session.key, session.iv); // PKCS#7 is the default
  return Buffer.concat([cipher.update(xml), cipher.final()]);
}

/** `POST /sessions/online/{ref}/invoices`'s body for one invoice. */
export function sendInvoiceBody(session: SessionKey, xml: Uint8Array) {
  const encrypted = encryptInvoice(session, xml);
  return {
    invoiceHash: sha256Base64(xml),
    invoiceSize: xml.byteLength,
    encryptedInvoiceHash: sha256Base64(encrypted),
    encryptedInvoiceSize: encrypted.byteLength,
    encryptedInvoiceContent: encrypted.toString('base64'),
    offlineMode: false,
  };
}

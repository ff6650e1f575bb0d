import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '#domain/locale';

/**
 * The order's status link: `/{locale}/order/{id}?token=…`, where the token is an HMAC of the
 * order's public id. Only its hash is stored on the order (`status_token_hash`), so the link
 * is the guest's proof of the order: the status page, the e-mails and Stripe's return address
 * all carry the same one.
 */
export function createStatusLinks({ origin, secret }: { origin: string; secret: string }) {
  const token = (publicId: string) =>
    createHmac('sha256', secret).update(`order-status:${publicId}`).digest('base64url');
  return {
    token,
    /** What the order row keeps of its token. */
    tokenHash: (publicId: string) => createHash('sha256').update(token(publicId)).digest('hex'),
    url: (publicId: string, locale: Locale) =>
      `${origin}/${locale}/order/${publicId}?token=${token(publicId)}`,
  };
}

export type StatusLinks = ReturnType<typeof createStatusLinks>;

/**
 * The title a bank transfer must carry: the confirmation, the status page and the placement say
 * it alike. The order's short number, which a shopper can type into a bank form (no diacritics:
 * some banks refuse them).
 */
export const transferTitle = (number: number) => `Zamowienie ${number}`;

/** Whether `token` is the one of the status link whose hash the order keeps (constant time). */
export function statusTokenMatches(storedHash: string | null, token: string): boolean {
  const given = createHash('sha256').update(token).digest();
  const stored = storedHash ? Buffer.from(storedHash, 'hex') : null;
  return !!stored && stored.length === given.length && timingSafeEqual(stored, given);
}

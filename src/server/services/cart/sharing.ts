import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { CartLinkResponse, SharedCart } from '#contracts/cart';
import type { CartEntry } from '#domain/cart/cart-math';
import { conflict, validation } from '#domain/errors';
import { isLocale, type Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import { sharedCarts } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import { resolveLocale } from '#server/services/shared/user-locale';
import { entriesSource, loadCart, userCartSource } from './cart-lines';
import { sharedCartMail } from './share-mail';

/** A shared cart opens for this long; long enough for "send me the list" to be acted on. */
export const SHARE_TTL_DAYS = 30;
/** Expired snapshots removed per new one: the table stays bounded without a scheduler. */
const PURGE_BATCH = 100;
/** 256 random bits in base64url (shared-carts schema). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** A line of a cart as `(id, count)`. */
const entryRow = z.object({ id: z.number(), count: z.number() }) satisfies z.ZodType<CartEntry>;
const SHARED_PATH = /^\/([a-z]{2})\/cart\/shared\/([A-Za-z0-9_-]{43})$/;

/** The shared-cart page of a token, in a locale (docs/rules.md#shared-carts). */
export const sharedCartPath = (locale: Locale, token: string) => `/${locale}/cart/shared/${token}`;

/**
 * The locale and token of a shared-cart link made by this site: an absolute URL on `origin` or a
 * path. Anything else (another site, another page, a malformed token) is null, so the e-mail
 * route can never be made to mail a link the shop did not make.
 */
export function parseSharedCartUrl(
  url: string,
  origin: string,
): { locale: Locale; token: string } | null {
  let parsed: URL;
  let own: URL;
  try {
    own = new URL(origin);
    parsed = new URL(url, own);
  } catch {
    return null; // a malformed link, or a PUBLIC_URL that makes no origin
  }
  if (parsed.origin !== own.origin) return null;
  const match = SHARED_PATH.exec(parsed.pathname);
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], token: match[2]! };
}

/**
 * Cart sharing: a frozen snapshot of ids and counts behind an unguessable token, opened by
 * anyone holding the link (that is the point of sharing); prices and availability are read
 * live when it is opened. Links answer with an absolute URL (`{origin}/{locale}/cart/shared/
 * {token}`): the thing a shopper pastes into a message. `origin` is the shop's own
 * (config.ts `shopOrigin`), never one taken from the request.
 */
export function createCartSharing(db: Db, outbox: OutboxService) {
  const live = (token: string) =>
    db
      .select()
      .from(sharedCarts)
      .where(and(eq(sharedCarts.token, token), gt(sharedCarts.expiresAt, sql`now()`)))
      .limit(1);

  /** Only products on sale now go into a snapshot; with none left there is nothing to share. */
  async function snapshot(
    source: SQL,
    owner: string | null,
    locale: Locale,
    origin: string,
  ): Promise<CartLinkResponse> {
    const lines = await rows(
      db,
      sql`with lines as (${source})
          select lines.id, lines.count from lines
          join products p on p.id = lines.id and p.published
          order by lines.ord`,
      entryRow,
    );
    if (lines.length === 0) throw conflict('cart_empty', 'The cart has nothing to share');
    await db.delete(sharedCarts).where(
      inArray(
        sharedCarts.id,
        db
          .select({ id: sharedCarts.id })
          .from(sharedCarts)
          .where(lt(sharedCarts.expiresAt, sql`now()`))
          .limit(PURGE_BATCH),
      ),
    );
    const token = randomBytes(32).toString('base64url');
    await db.insert(sharedCarts).values({
      token,
      ownerUserId: owner,
      lines: lines.map((l) => ({ id: l.id, count: l.count })),
      expiresAt: new Date(Date.now() + SHARE_TTL_DAYS * 86_400_000),
    });
    return { url: `${origin}${sharedCartPath(locale, token)}` };
  }

  return {
    /** `GET cart/link`: a snapshot of the user's server cart. Empty: 409 `cart_empty`. */
    async shareUserCart(userId: string, origin: string, locale?: Locale) {
      const lang = await resolveLocale(db, locale, userId);
      return snapshot(userCartSource(userId), userId, lang, origin);
    },

    /** `/cart/sharing/link`: a snapshot of a guest cart sent in the body. */
    async shareEntries(entries: readonly CartEntry[], origin: string, locale?: Locale) {
      const lang = await resolveLocale(db, locale, null);
      return snapshot(entriesSource(entries), null, lang, origin);
    },

    /**
     * `/cart/sharing`: e-mails the link of a live shared cart of this site, in the link's
     * language. Anything else, unknown and expired tokens included, is the same 422 on `url`.
     * The link in the e-mail is rebuilt from its parts, never copied from the request.
     */
    async emailShare(url: string, email: string, origin: string): Promise<void> {
      const target = parseSharedCartUrl(url, origin);
      const [share] = target ? await live(target.token) : [];
      if (!target || !share) throw validation({ url: ['share.not_found'] }, 'share_not_found');
      const cart = await loadCart(db, target.locale, entriesSource(share.lines));
      const link = `${origin}${sharedCartPath(target.locale, target.token)}`;
      await outbox.enqueueEmail(email, sharedCartMail(target.locale, cart, link, share.expiresAt));
    },

    /**
     * The shared-cart page's data: the snapshot's lines with current prices and availability,
     * texts in `locale`; null for an unknown, malformed or expired token (the page is a 404).
     */
    async sharedCart(token: string, locale: Locale): Promise<SharedCart | null> {
      if (!TOKEN.test(token)) return null;
      const [share] = await live(token);
      if (!share) return null;
      const cart = await loadCart(db, locale, entriesSource(share.lines));
      return { token, created_at: share.createdAt.toISOString(), ...cart };
    },
  };
}

export type CartSharing = ReturnType<typeof createCartSharing>;

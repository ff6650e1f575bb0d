import type { CartCheckResponse, CartLinkResponse, CartResponse } from '#contracts/cart';
import { API, apiPath } from '#contracts/api-paths';
import type { Product } from '#contracts/catalog';
import type { CartEntry } from '#domain/cart/cart-math';
import type { Locale } from '#domain/locale';
import { api } from '#web/lib/api';
import { answer } from '#web/lib/answer';
import { pageLocale } from '#web/lib/page-locale';

type Lines = readonly CartEntry[];
const body = (lines: Lines) => ({ cart: lines.map(({ id, count }) => ({ id, count })) });
// Cart failures never raise the error popup; the store shows a gentle notice (docs/rules.md#errors).
const quiet = { popup: false } as const;
const cartAnswer = { ...quiet, schema: answer('cartResponse') };
const linkAnswer = { schema: answer('cartLinkResponse') };

/** The cart calls (docs/rules.md#calls); titles come back in the language of `locale()`. */
export function createCartCalls(client: typeof api, locale: () => Locale) {
  const inLocale = () => ({ locale: locale() });
  return {
    get: () => client.get<CartResponse>(apiPath(API.cart, {}, inLocale()), cartAnswer),
    /** Sets each listed line's count; 0 removes the line. */
    set: (lines: Lines) =>
      client.put<CartResponse>(apiPath(API.cartSet, {}, inLocale()), body(lines), cartAnswer),
    clear: () => client.delete<void>(apiPath(API.cart, {}), quiet),
    /** Adds a guest cart's counts to the server cart. */
    combine: (lines: Lines) =>
      client.put<CartResponse>(apiPath(API.cartCombine, {}, inLocale()), body(lines), cartAnswer),
    check: (lines: Lines) =>
      client.post<CartCheckResponse>(apiPath(API.cartCheck, {}), body(lines), {
        ...quiet,
        idempotent: true, // a check changes nothing
        schema: answer('cartCheckResponse'),
      }),
    /** A guest line's product data: the answer is a list whose first item is the product. */
    productData: async (id: number) =>
      (
        await client.get<Product[]>(apiPath(API.productData, { locale: locale(), id }), {
          ...quiet,
          schema: answer('productSchema', (s) => s.array()),
        })
      )[0],
    /** A shared snapshot of the logged-in cart. */
    link: (lang: Locale) =>
      client.get<CartLinkResponse>(apiPath(API.cartLink, {}, { locale: lang }), linkAnswer),
    /** A shared snapshot of a guest cart. */
    guestLink: (lang: Locale, lines: Lines) =>
      client.post<CartLinkResponse>(
        apiPath(API.sharedCartLink, {}, { locale: lang }),
        body(lines),
        linkAnswer,
      ),
    /** E-mails a shared cart's link. */
    sendLink: (url: string, email: string) =>
      client.post<void>(apiPath(API.sharedCartSend, {}), { url, email }),
  };
}

export type CartCalls = Pick<
  ReturnType<typeof createCartCalls>,
  'get' | 'set' | 'clear' | 'combine' | 'check' | 'productData'
>;

/** The page's cart calls, through the one API client. */
export const cartCalls = createCartCalls(api, pageLocale);

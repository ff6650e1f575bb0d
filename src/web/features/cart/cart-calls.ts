import type { CartCheckResponse, CartLinkResponse, CartResponse } from '../../../contracts/cart';
import type { Product } from '../../../contracts/catalog';
import type { CartEntry } from '../../../domain/cart/cart-math';
import type { Locale } from '../../../domain/locale';
import { api } from '../../lib/api';
import { pageLocale } from '../../lib/page-locale';

type Lines = readonly CartEntry[];
const body = (lines: Lines) => ({ cart: lines.map(({ id, count }) => ({ id, count })) });
// Spec 8: cart failures are logged and swallowed, so no error popup; the store shows a notice.
const quiet = { popup: false } as const;

/** The cart calls of spec section 7 (CONTRACT.md "Cart"), through the one API client. */
export const cartCalls = {
  // `?locale=`: titles in the language of the page (the server's default is the account's).
  get: () => api.get<CartResponse>(`/api/client/cart?locale=${pageLocale()}`, quiet),
  /** Sets each listed line's count; 0 removes the line. */
  set: (lines: Lines) =>
    api.put<CartResponse>(`/api/client/cart/add?locale=${pageLocale()}`, body(lines), quiet),
  clear: () => api.delete<void>('/api/client/cart', quiet),
  /** Adds a guest cart's counts to the server cart. */
  combine: (lines: Lines) =>
    api.put<CartResponse>(`/api/client/cart/combine?locale=${pageLocale()}`, body(lines), quiet),
  check: (lines: Lines) =>
    api.post<CartCheckResponse>('/api/client/cart/check/products', body(lines), quiet),
  /** Spec 7: a list whose first item is the product. */
  productData: async (locale: Locale, id: number) =>
    (await api.get<Product[]>(`/api/client/${locale}/get-product-data/${id}`, quiet))[0],
  /** A shared snapshot of the logged-in cart. */
  link: (locale: Locale) => api.get<CartLinkResponse>(`/api/client/cart/link?locale=${locale}`),
  /** A shared snapshot of a guest cart. */
  guestLink: (locale: Locale, lines: Lines) =>
    api.post<CartLinkResponse>(`/cart/sharing/link?locale=${locale}`, body(lines)),
  /** E-mails a shared cart's link. */
  sendLink: (url: string, email: string) => api.post<void>('/cart/sharing', { url, email }),
};

export type CartCalls = Pick<
  typeof cartCalls,
  'get' | 'set' | 'clear' | 'combine' | 'check' | 'productData'
>;

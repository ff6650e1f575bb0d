import { API, apiPath } from '#contracts/api-paths';
import type {
  OrderStatusAnswer,
  Placed,
  PlaceRequest,
  Quote,
  QuoteRequest,
} from '#contracts/checkout';
import type { Locale } from '#domain/locale';
import { api } from '#web/lib/api';
import { answer } from '#web/lib/answer';

// The checkout shows its own messages: a refused quote or placement never raises the popup.
const quiet = { popup: false } as const;

/** The checkout's calls (CONTRACT "Checkout, delivery and payment"); every amount is the server's. */
export const checkoutCalls = {
  /** The summary at the server's prices; a quote changes nothing, so it may be retried. */
  quote: (locale: Locale, body: QuoteRequest) =>
    api.post<Quote>(apiPath(API.checkoutQuote, { locale }), body, {
      ...quiet,
      idempotent: true,
      schema: answer('quoteResponse'),
    }),
  /** Places the order once per `key`: a repeat answers the first order. */
  place: (locale: Locale, body: PlaceRequest, key: string) =>
    api.post<Placed>(apiPath(API.checkout, { locale }), body, {
      ...quiet,
      idempotencyKey: key,
      schema: answer('placedResponse'),
    }),
  status: (orderId: string, token: string, signal?: AbortSignal) =>
    api.get<OrderStatusAnswer>(apiPath(API.checkoutOrderStatus, { orderId }, { token }), {
      ...quiet,
      schema: answer('orderStatusResponse'),
      ...(signal ? { signal } : {}),
    }),
  points: (q: string, signal?: AbortSignal) =>
    api.get<Array<{ id: string; name: string; address: string }>>(
      apiPath(API.deliveryPoints, {}, { q: q || undefined }),
      { ...quiet, schema: answer('deliveryPointsResponse'), ...(signal ? { signal } : {}) },
    ),
};

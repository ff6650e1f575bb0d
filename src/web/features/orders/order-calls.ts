import { API, apiPath } from '#contracts/api-paths';
import {
  customizationCreatedResponse,
  orderCreatedResponse,
  ordersResponse,
  type CartOrderRequest,
  type CustomizationRequestInput,
  type QuickOrderRequest,
} from '#contracts/orders';
import type { Locale } from '#domain/locale';
import { api } from '#web/lib/api';

/**
 * Orders and requests (docs/rules.md#orders-and-quick-order, #customization-requests). The
 * locale tells the server which language the confirmation e-mail speaks.
 */
export const orderCalls = {
  fromCart: (locale: Locale, body: CartOrderRequest) =>
    api.post(apiPath(API.cartOrder, {}, { locale }), body, { schema: orderCreatedResponse }),
  quick: (locale: Locale, productId: number, body: QuickOrderRequest) =>
    api.post(apiPath(API.quickOrder, { id: productId }, { locale }), body, {
      schema: orderCreatedResponse,
    }),
  customization: (locale: Locale, body: CustomizationRequestInput) =>
    api.post(apiPath(API.customizationRequest, {}, { locale }), body, {
      schema: customizationCreatedResponse,
    }),
  list: (signal?: AbortSignal) =>
    api.get(apiPath(API.orders, {}), { schema: ordersResponse, ...(signal ? { signal } : {}) }),
};

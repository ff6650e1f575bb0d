import { API, apiPath } from '../../../contracts/api-paths';
import type {
  CartOrderRequest,
  CustomizationRequestInput,
  Order,
  QuickOrderRequest,
} from '../../../contracts/orders';
import type { Locale } from '../../../domain/locale';
import { api } from '../../lib/api';

/**
 * Orders and requests (docs/rules.md#orders-and-quick-order, #customization-requests). The
 * locale tells the server which language the confirmation e-mail speaks.
 */
export const orderCalls = {
  fromCart: (locale: Locale, body: CartOrderRequest) =>
    api.post<{ order_id: string }>(apiPath(API.cartOrder, {}, { locale }), body),
  quick: (locale: Locale, productId: number, body: QuickOrderRequest) =>
    api.post<{ order_id: string }>(apiPath(API.quickOrder, { id: productId }, { locale }), body),
  customization: (locale: Locale, body: CustomizationRequestInput) =>
    api.post<{ id: number }>(apiPath(API.customizationRequest, {}, { locale }), body),
  list: () => api.get<Order[]>(apiPath(API.orders, {})),
};

import type {
  CartOrderRequest,
  CustomizationRequestInput,
  Order,
  QuickOrderRequest,
} from '../../../contracts/orders';
import type { Locale } from '../../../domain/locale';
import { api } from '../../lib/api';

/**
 * Orders and requests (spec 7 "Wish list, order, requests"). The locale tells the server which
 * language the confirmation e-mail speaks.
 */
export const orderCalls = {
  fromCart: (locale: Locale, body: CartOrderRequest) =>
    api.post<{ order_id: string }>(`/api/client/cart/order?locale=${locale}`, body),
  quick: (locale: Locale, productId: number, body: QuickOrderRequest) =>
    api.post<{ order_id: string }>(
      `/api/client/products/order/${productId}?locale=${locale}`,
      body,
    ),
  customization: (locale: Locale, body: CustomizationRequestInput) =>
    api.post<{ id: number }>(`/api/client/customization-request?locale=${locale}`, body),
  list: () => api.get<Order[]>('/api/client/orders'),
};

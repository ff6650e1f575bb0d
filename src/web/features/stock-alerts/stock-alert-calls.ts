import { API, apiPath } from '#contracts/api-paths';
import type { Locale } from '#domain/locale';
import { api } from '#web/lib/api';

/** Back-in-stock subscriptions (docs/rules.md#back-in-stock). */
export const stockAlertCalls = {
  subscribe: (locale: Locale, productId: number, email: string) =>
    api.post(apiPath(API.stockAlert, { locale, id: productId }), { email }),
  unsubscribe: (token: string) => api.post(apiPath(API.stockAlertUnsubscribe, {}), { token }),
};

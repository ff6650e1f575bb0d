import { API, apiPath } from '#contracts/api-paths';
import {
  COMPLAINT_FIELD,
  COMPLAINT_PHOTOS_FIELD,
  type ComplaintCreated,
  type ComplaintRequest,
  type WithdrawalConfirmed,
  type WithdrawalCreated,
  type WithdrawalOrder,
  type WithdrawalRequest,
} from '#contracts/returns';
import type { Locale } from '#domain/locale';
import { api } from '#web/lib/api';
import { answer } from '#web/lib/answer';

// The pages show their own messages (a 404 is "no such order" in the form, not a popup).
const quiet = { popup: false } as const;

/** Who names the order: its number with the e-mail, the status link's token, or the account. */
export interface OrderWho {
  order_id: string;
  email?: string;
  token?: string;
}

/** The withdrawal function's and the complaint form's calls (docs/api.md "After the sale"). */
export const returnsCalls = {
  order: (locale: Locale, who: OrderWho, signal?: AbortSignal) =>
    api.post<WithdrawalOrder>(apiPath(API.withdrawalOrder, { locale }), who, {
      ...quiet,
      schema: answer('withdrawalOrderResponse'),
      ...(signal ? { signal } : {}),
    }),
  start: (locale: Locale, body: WithdrawalRequest) =>
    api.post<WithdrawalCreated>(apiPath(API.withdrawals, { locale }), body, {
      ...quiet,
      schema: answer('withdrawalCreatedResponse'),
    }),
  /** Step 2: confirming again answers the same, so a retry is safe. */
  confirm: (withdrawalId: string) =>
    api.post<WithdrawalConfirmed>(apiPath(API.withdrawalConfirm, { withdrawalId }), undefined, {
      ...quiet,
      idempotent: true,
      schema: answer('withdrawalConfirmedResponse'),
    }),
  /** With photos, one multipart request: the complaint as JSON and the files beside it. */
  complain: (locale: Locale, body: ComplaintRequest, photos: readonly File[] = []) => {
    const options = { ...quiet, schema: answer('complaintCreatedResponse') };
    const url = apiPath(API.complaints, { locale });
    if (photos.length === 0) return api.post<ComplaintCreated>(url, body, options);
    const form = new FormData();
    form.append(COMPLAINT_FIELD, JSON.stringify(body));
    for (const photo of photos) form.append(COMPLAINT_PHOTOS_FIELD, photo);
    return api.post<ComplaintCreated>(url, undefined, { ...options, raw: { body: form } });
  },
};

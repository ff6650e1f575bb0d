import { API, apiPath } from '#contracts/api-paths';
import type {
  ComplaintCreated,
  ComplaintRequest,
  WithdrawalConfirmed,
  WithdrawalCreated,
  WithdrawalOrder,
  WithdrawalRequest,
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

/** The withdrawal function's and the complaint form's calls (CONTRACT.md "After the sale"). */
export const returnsCalls = {
  order: (locale: Locale, who: OrderWho) =>
    api.post<WithdrawalOrder>(apiPath(API.withdrawalOrder, { locale }), who, {
      ...quiet,
      schema: answer('withdrawalOrderResponse'),
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
  complain: (locale: Locale, body: ComplaintRequest) =>
    api.post<ComplaintCreated>(apiPath(API.complaints, { locale }), body, {
      ...quiet,
      schema: answer('complaintCreatedResponse'),
    }),
};

import type { AddressInput, AddressPatch, SavedAddress } from '#contracts/addresses';
import { API, apiPath } from '#contracts/api-paths';
import { api } from '#web/lib/api';
import { answer } from '#web/lib/answer';

/** The shopper's address book (the account edits it; the checkout offers it for a courier). */
export const addressCalls = {
  /** Quiet: a screen that cannot list addresses says so itself, never with the popup. */
  list: (signal?: AbortSignal) =>
    api.get<SavedAddress[]>(apiPath(API.myAddresses, {}), {
      popup: false,
      schema: answer('addressListResponse'),
      ...(signal ? { signal } : {}),
    }),
  add: (body: AddressInput) =>
    api.post<SavedAddress>(apiPath(API.myAddresses, {}), body, { schema: answer('savedAddress') }),
  update: (id: number, body: AddressPatch) =>
    api.request<SavedAddress>('PATCH', apiPath(API.myAddress, { id }), {
      body,
      schema: answer('savedAddress'),
    }),
  remove: (id: number) => api.delete<void>(apiPath(API.myAddress, { id })),
};

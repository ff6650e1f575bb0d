import type { CartEntry } from '#domain/cart/cart-math';
import { readAddress } from '../addresses/address-fields';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** What the form cannot hold itself: choices kept in state, and the guest's basket. */
export interface CheckoutChoices {
  guestCart: readonly CartEntry[] | undefined;
  method: string | undefined;
  kind: 'courier' | 'locker' | 'pickup' | string | undefined;
  point: string;
  payment: string | undefined;
  invoice: boolean;
  promo: string | undefined;
}

/**
 * The placement request from the form's fields and the checkout's choices, as the contract
 * shapes it; `placeRequest` (zod) then judges it, field by field, before anything is sent.
 */
export function readCheckoutForm(form: FormData, c: CheckoutChoices) {
  const comment = text(form, 'comment');
  return {
    ...(c.guestCart ? { cart: [...c.guestCart] } : {}),
    contact: {
      name: text(form, 'contact.name'),
      surname: text(form, 'contact.surname'),
      email: text(form, 'contact.email'),
      phone: text(form, 'contact.phone'),
    },
    delivery: {
      method: c.method ?? '',
      ...(c.kind === 'courier' ? { address: readAddress(form, 'delivery.address.') } : {}),
      ...(c.kind === 'locker' ? { point: c.point.trim() } : {}),
    },
    payment: c.payment ?? '',
    ...(c.invoice
      ? {
          invoice: {
            company: text(form, 'invoice.company'),
            nip: text(form, 'invoice.nip'),
            ...readAddress(form, 'invoice.', false),
          },
        }
      : {}),
    ...(c.promo ? { promo_code: c.promo } : {}),
    accept_terms: form.get('accept_terms') === 'on' ? true : undefined,
    ...(comment ? { comment } : {}),
  };
}

import { useState } from 'react';
import type { Quote } from '#contracts/checkout';
import type { CartEntry } from '#domain/cart/cart-math';
import type { Locale } from '#domain/locale';
import type { PaymentMethod } from '#domain/payments/payment-state';
import { ApiError } from '#web/lib/api';
import { useLoad } from '#web/lib/use-load';
import { checkoutCalls } from './checkout-calls';

/** A promo code's refusal (the contract's reasons), or null for any other failure. */
function promoRefusal(error: unknown): string | null {
  return error instanceof ApiError && error.status === 422
    ? (error.fields.promo_code?.[0] ?? null)
    : null;
}

/**
 * The checkout's quote: the server's summary for the cart, the chosen delivery method and the
 * promo code, asked again whenever one of them (or the language) changes. The first answer
 * picks the first available method (and asks again with it, so its price is in the summary);
 * a refused code is dropped and the quote asked without it, with the reason kept to show.
 */
export function useCheckoutQuote({
  locale,
  guestCart,
}: {
  locale: Locale;
  /** A guest's basket (sent as `cart`); undefined for a shopper with a server cart. */
  guestCart: readonly CartEntry[] | undefined;
}) {
  const [method, setMethod] = useState<string | undefined>();
  const [paymentChoice, setPayment] = useState<PaymentMethod | undefined>();
  const [promo, setPromo] = useState<string | undefined>();
  const [promoRefused, setPromoRefused] = useState<string | null>(null);
  const emptyGuest = guestCart !== undefined && guestCart.length === 0;

  const quote = useLoad<Quote>(
    emptyGuest ? null : ['quote', locale, method ?? null, promo ?? null, guestCart ?? null],
    () =>
      checkoutCalls.quote(locale, {
        ...(guestCart ? { cart: [...guestCart] } : {}),
        ...(method ? { delivery_method: method } : {}),
        ...(promo ? { promo_code: promo } : {}),
      }),
    {
      data: (q) => {
        if (!method) {
          const first = q.delivery_methods.find((m) => m.available);
          if (first) setMethod(first.code);
        }
      },
      error: (error) => {
        const reason = promoRefusal(error);
        if (reason && promo) {
          // The code does not apply: say why under the field, and quote without it.
          setPromoRefused(reason);
          setPromo(undefined);
        }
      },
    },
  );

  const shown = quote.latest;
  // The chosen payment while the quote offers it, else the first it offers.
  const payment =
    shown && paymentChoice && shown.payment_methods.includes(paymentChoice)
      ? paymentChoice
      : shown?.payment_methods[0];

  return {
    emptyGuest,
    /** The newest summary: it stays shown while the next one is asked. */
    quote: shown ?? null,
    /** A new quote is on its way: the place button waits for it. */
    quoting: quote.loading,
    failed: quote.error !== undefined && promoRefusal(quote.error) === null,
    method,
    chosen: shown?.delivery_methods.find((m) => m.code === method),
    setMethod,
    payment,
    setPayment,
    promo,
    /** Applies a code (an empty one removes it) and clears an earlier refusal. */
    applyPromo: (code: string | undefined) => {
      setPromoRefused(null);
      setPromo(code || undefined);
    },
    promoRefused,
  };
}

export type CheckoutQuote = ReturnType<typeof useCheckoutQuote>;

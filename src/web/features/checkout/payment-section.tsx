import { PAYMENT_METHODS } from '#domain/payments/payment-state';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import type { CheckoutQuote } from './use-checkout-quote';
import { CheckoutSection, ChoiceError } from './checkout-section';

/** How the shopper pays: the methods the quote offers, in the shop's order. */
export function PaymentSection({
  checkout,
  error,
}: {
  checkout: CheckoutQuote;
  error: (name: string) => string | undefined;
}) {
  const t = useT();
  const offered = checkout.quote?.payment_methods ?? [];
  return (
    <CheckoutSection id="checkout-payment" title={t('checkout.payment')} asFieldset>
      <div className="flex flex-col gap-2">
        {PAYMENT_METHODS.filter((p) => offered.includes(p)).map((p) => (
          <label
            key={p}
            data-testid="payment-method"
            data-code={p}
            data-method={p}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              name="payment"
              value={p}
              checked={checkout.payment === p}
              onChange={() => checkout.setPayment(p)}
              className="mt-1 size-4 accent-brand-600"
            />
            <span className="flex flex-col">
              <span className="font-medium">{t(`checkout.pay.${p}`)}</span>
              <span className="text-sm text-muted">{t(`checkout.pay.${p}.hint`)}</span>
            </span>
          </label>
        ))}
      </div>
      <ChoiceError message={error('payment')} />
    </CheckoutSection>
  );
}

import { formatMoney, fromDecimal } from '#domain/money';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import type { CheckoutQuote } from './use-checkout-quote';
import { CheckoutSection, ChoiceError } from './checkout-section';
import { CourierAddress } from './courier-address';
import { PointPicker } from './point-picker';

/** How the goods travel: the quote's methods, then the address, the point or the pickup note. */
export function DeliverySection({
  checkout,
  point,
  onPoint,
  error,
}: {
  checkout: CheckoutQuote;
  point: string;
  onPoint: (point: string) => void;
  error: (name: string) => string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(fromDecimal(amount), locale);
  const { quote, method, chosen, setMethod } = checkout;
  return (
    <CheckoutSection id="checkout-delivery" title={t('checkout.delivery')} asFieldset>
      <div className="flex flex-col gap-2">
        {quote?.delivery_methods.map((m) => (
          <label
            key={m.code}
            data-testid="delivery-method"
            data-code={m.code}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-checked:border-brand-600 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:opacity-70"
          >
            <input
              type="radio"
              name="delivery.method"
              value={m.code}
              checked={method === m.code}
              disabled={!m.available}
              onChange={() => setMethod(m.code)}
              className="mt-1 size-4 accent-brand-600"
            />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="flex justify-between gap-3">
                <span className="font-medium">{m.title}</span>
                <span className="tabular-nums">
                  {m.price === 0 ? t('checkout.free') : money(m.price)}
                </span>
              </span>
              {m.free_from !== null && m.price > 0 && (
                <span className="text-sm text-muted">
                  {t('checkout.freeFrom', { amount: money(m.free_from) })}
                </span>
              )}
              {!m.available && (
                <span className="text-sm font-medium text-sale-700">
                  {t('checkout.lockerUnfit')}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      <ChoiceError message={error('delivery.method')} />

      {chosen?.kind === 'courier' && <CourierAddress error={error} />}

      {chosen?.kind === 'locker' && (
        <div className="border-t border-line pt-4">
          <PointPicker
            name="delivery.point"
            value={point}
            onChange={onPoint}
            error={error('delivery.point')}
          />
        </div>
      )}

      {chosen?.kind === 'pickup' && (
        <p className="border-t border-line pt-4 text-sm text-muted">{t('checkout.pickupNote')}</p>
      )}
    </CheckoutSection>
  );
}

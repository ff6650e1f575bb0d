import type { Quote } from '#contracts/checkout';
import { formatMoney, fromDecimal } from '#domain/money';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { cx } from '#web/components/ui/cx';

/**
 * The order's summary exactly as the server quoted it: lines, delivery, discount, VAT by rate
 * and the total. Nothing here is added up in the browser. Lines the server refused at placing
 * (409 `line_unavailable`) are marked.
 */
export function CheckoutSummary({
  quote,
  unavailable,
  busy,
}: {
  quote: Quote;
  unavailable: readonly number[];
  busy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(fromDecimal(amount), locale);
  const row = 'flex items-baseline justify-between gap-4';
  return (
    <section
      aria-labelledby="checkout-summary-title"
      aria-busy={busy}
      data-testid="checkout-summary"
      className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-card"
    >
      <h2 id="checkout-summary-title" className="font-display text-h3 font-semibold">
        {t('checkout.summary')}
      </h2>
      <ul className="flex flex-col gap-3">
        {quote.lines.map((line) => {
          const gone = unavailable.includes(line.id);
          return (
            <li
              key={line.id}
              data-testid="checkout-line"
              data-product-id={line.id}
              data-unavailable={gone}
              className={cx('flex flex-col gap-1', gone && 'rounded-md bg-sale-50 p-2')}
            >
              <div className={row}>
                <span className={cx('min-w-0', gone && 'line-through')}>
                  {line.title} × {line.count}
                </span>
                <span className="tabular-nums">{money(line.total)}</span>
              </div>
              {gone && (
                <span className="text-sm font-medium text-sale-700">
                  {t('checkout.lineUnavailable')}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="flex flex-col gap-2 border-t border-line pt-3 text-[0.9375rem]">
        <div className={row}>
          <dt className="text-muted">{t('checkout.itemsTotal')}</dt>
          <dd className="tabular-nums">{money(quote.items_total)}</dd>
        </div>
        {quote.discount > 0 && (
          <div className={row}>
            <dt className="text-muted">
              {t('checkout.discount')}
              {quote.promo ? ` (${quote.promo.code})` : ''}
            </dt>
            <dd className="tabular-nums">−{money(quote.discount)}</dd>
          </div>
        )}
        <div className={row}>
          <dt className="text-muted">{t('checkout.delivery')}</dt>
          <dd className="tabular-nums" data-testid="checkout-delivery-price">
            {quote.delivery_price === 0 ? t('checkout.free') : money(quote.delivery_price)}
          </dd>
        </div>
        <div className={cx(row, 'border-t border-line pt-2 text-lg font-bold')}>
          <dt>{t('checkout.total')}</dt>
          <dd className="tabular-nums" data-testid="checkout-total">
            {money(quote.total)}
          </dd>
        </div>
        {quote.vat.map((v) => (
          <div key={v.rate} className={cx(row, 'text-sm text-muted')}>
            <dt>{t('checkout.vatRate', { rate: v.rate })}</dt>
            <dd className="tabular-nums">{money(v.vat)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

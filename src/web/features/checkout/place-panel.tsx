import { href, Link } from 'react-router';
import type { Quote } from '#contracts/checkout';
import { formatMoney, fromDecimal } from '#domain/money';
import type { PaymentMethod } from '#domain/payments/payment-state';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Checkbox } from '#web/components/ui/checkbox';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { CheckoutSummary } from './checkout-summary';

/** The side of the checkout: the server's summary, the terms, the withdrawal notice and the place button. */
export function PlacePanel({
  quote,
  unavailable,
  quoting,
  payment,
  canPlace,
  pending,
  error,
}: {
  quote: Quote;
  unavailable: number[];
  quoting: boolean;
  payment: PaymentMethod | undefined;
  canPlace: boolean;
  pending: boolean;
  error: (name: string) => string | undefined;
}) {
  const t = useT();
  const locale = useLocale();
  const amount = formatMoney(fromDecimal(quote.total), locale);
  const page = (slug: string) => href('/:locale/pages/:slug', { locale, slug });
  return (
    <aside className="flex flex-col gap-4 lg:sticky lg:top-4">
      <CheckoutSummary quote={quote} unavailable={unavailable} busy={quoting} />
      {unavailable.length > 0 && (
        <Link
          to={href('/:locale/cart', { locale })}
          className={buttonClasses({ variant: 'secondary' })}
        >
          {t('checkout.backToCart')}
        </Link>
      )}
      <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-card">
        <Checkbox
          name="accept_terms"
          error={error('accept_terms')}
          label={
            <>
              {t('checkout.terms.before')}{' '}
              <Link to={page('terms')} target="_blank" className="underline">
                {t('checkout.terms.terms')}
              </Link>{' '}
              {t('checkout.terms.and')}{' '}
              <Link to={page('privacy')} target="_blank" className="underline">
                {t('checkout.terms.privacy')}
              </Link>
              {t('checkout.terms.after')}
            </>
          }
        />
        <p className="text-sm text-muted">
          {t('checkout.withdrawal')}{' '}
          <Link to={page('returns')} target="_blank" className="underline">
            {t('checkout.withdrawalLink')}
          </Link>
        </p>
        {/* The label holds the total: it wraps rather than clip (Polish totals run long). */}
        <Button
          type="submit"
          size="lg"
          fullWidth
          className="py-2 text-center text-balance whitespace-normal"
          data-testid="checkout-place"
          disabled={quoting || !canPlace}
          loading={pending}
        >
          {payment === 'online'
            ? t('checkout.placePay', { amount })
            : t('checkout.place', { amount })}
        </Button>
      </div>
    </aside>
  );
}

import { useMemo, useState } from 'react';
import { href, Link, useNavigate } from 'react-router';
import { placeRequest } from '#contracts/checkout';
import { buttonClasses } from '#web/components/ui/button';
import { FormMessage } from '#web/components/ui/form-message';
import { CartIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError } from '#web/lib/api';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useSession } from '#web/lib/use-session';
import { useZodForm } from '#web/lib/use-zod-form';
import { basket } from '../cart/basket';
import { cart } from '../cart/cart-store';
import { checkoutAttempt } from './checkout-attempt';
import { checkoutCalls } from './checkout-calls';
import { ContactSection } from './contact-section';
import { DeliverySection } from './delivery-section';
import { MoreSection } from './more-section';
import { PaymentSection } from './payment-section';
import { PlacePanel } from './place-panel';
import { readCheckoutForm } from './read-checkout-form';
import { useCheckoutQuote } from './use-checkout-quote';

/**
 * The checkout (docs/decisions/031-checkout.md), for guests (their browser basket is sent as
 * `cart`) and logged-in shoppers (the server cart; the form starts filled from the profile and
 * the address book). The summary is always the server's quote (`useCheckoutQuote`), asked
 * again when the delivery method or the promo code changes. Placing sends one
 * `Idempotency-Key` per attempt. Each card of the form is a section component of its own.
 */
export function CheckoutView() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { accessToken } = useSession();
  const loggedIn = accessToken !== null;
  // A guest's basket, read once: the checkout orders what the cart held when it opened.
  const guestCart = useMemo(() => (loggedIn ? undefined : basket.read()), [loggedIn]);
  const checkout = useCheckoutQuote({ locale, guestCart });
  const { quote, chosen } = checkout;

  const [placeError, setPlaceError] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState<number[]>([]);
  const [invoice, setInvoice] = useState(false);
  const [point, setPoint] = useState('');

  const form = useZodForm(
    placeRequest,
    async (values) => {
      setUnavailable([]);
      setPlaceError(null);
      try {
        const placed = await checkoutCalls.place(locale, values, checkoutAttempt.key());
        checkoutAttempt.done();
        if (!loggedIn) basket.write([]);
        cart.ordered();
        if (placed.payment.redirect_url) {
          window.location.assign(placed.payment.redirect_url);
          return;
        }
        const status = new URL(placed.status_url);
        void navigate(status.pathname + status.search, { state: { placed: true } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          if (error.code === 'line_unavailable') {
            setUnavailable(error.ids);
            setPlaceError(t('checkout.unavailable'));
            void cart.load();
            return;
          }
          // This attempt's key already placed an order with other contents.
          checkoutAttempt.done();
          setPlaceError(t('checkout.alreadyPlaced'));
          return;
        }
        throw error;
      }
    },
    {
      read: (el) =>
        readCheckoutForm(new FormData(el), {
          guestCart,
          method: checkout.method,
          kind: chosen?.kind,
          point,
          payment: checkout.payment,
          invoice,
          promo: checkout.promo,
        }),
    },
  );

  if (checkout.emptyGuest || (quote && quote.lines.length === 0 && unavailable.length === 0))
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-line bg-white p-8 text-center shadow-card">
        <CartIcon size={48} className="text-brand-600" />
        <h2 className="font-display text-h3 font-semibold">{t('cart.empty.title')}</h2>
        <p className="text-muted">{t('checkout.empty')}</p>
        <Link to={href('/:locale', { locale })} className={buttonClasses({ variant: 'primary' })}>
          {t('cart.empty.cta')}
        </Link>
      </section>
    );

  if (!quote)
    return checkout.failed ? (
      <FormMessage message={t('checkout.quoteFailed')} />
    ) : (
      <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_24rem]">
        <p className="sr-only" role="status">
          {t('checkout.loading')}
        </p>
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    );

  const error = form.fieldError;
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]"
      aria-label={t('checkout.title')}
    >
      <div className="flex flex-col gap-6">
        <FormMessage message={placeError ?? form.formError} />
        <ContactSection error={error} />
        <DeliverySection checkout={checkout} point={point} onPoint={setPoint} error={error} />
        <PaymentSection checkout={checkout} error={error} />
        <MoreSection checkout={checkout} invoice={invoice} onInvoice={setInvoice} error={error} />
      </div>
      <PlacePanel
        quote={quote}
        unavailable={unavailable}
        quoting={checkout.quoting}
        payment={checkout.payment}
        canPlace={Boolean(checkout.method && checkout.payment)}
        pending={form.pending}
        error={error}
      />
    </form>
  );
}

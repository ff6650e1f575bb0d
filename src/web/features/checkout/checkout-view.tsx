import { useEffect, useMemo, useState } from 'react';
import { href, Link, useNavigate } from 'react-router';
import type { SavedAddress } from '#contracts/addresses';
import { placeRequest, type Quote } from '#contracts/checkout';
import type { PaymentMethod } from '#domain/payments/payment-state';
import { formatMoney, fromDecimal } from '#domain/money';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Checkbox } from '#web/components/ui/checkbox';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { CartIcon } from '#web/components/ui/icons';
import { Input, Textarea } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { Skeleton } from '#web/components/ui/skeleton';
import { ApiError } from '#web/lib/api';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import type { MessageKey } from '#web/lib/i18n/translate';
import { useSession } from '#web/lib/use-session';
import { useZodForm } from '#web/lib/use-zod-form';
import { basket } from '../cart/basket';
import { cart } from '../cart/cart-store';
import { COUNTRIES } from './address-book';
import { addressCalls, checkoutCalls } from './checkout-calls';
import { checkoutAttempt } from './checkout-attempt';
import { CheckoutSummary } from './checkout-summary';
import { PointPicker } from './point-picker';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const optional = (value: string) => (value === '' ? undefined : value);

/** A promo code's refusal in the shopper's words (the contract's reasons). */
const PROMO_REASONS = [
  'unknown',
  'not_started',
  'expired',
  'used_up',
  'per_customer',
  'min_subtotal',
  'not_applicable',
];

const section = 'flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6';
const sectionTitle = 'font-display text-h3 font-semibold';

/**
 * The checkout (docs/decisions/031-checkout.md), for guests (their browser basket is sent as
 * `cart`) and logged-in shoppers (the server cart; the form starts filled from the profile and
 * the address book). The summary is always the server's quote, asked again when the delivery
 * method or the promo code changes. Placing sends one `Idempotency-Key` per attempt.
 */
export function CheckoutView() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { accessToken, user } = useSession();
  const loggedIn = accessToken !== null;
  // A guest's basket, read once: the checkout orders what the cart held when it opened.
  const guestCart = useMemo(() => (loggedIn ? undefined : basket.read()), [loggedIn]);

  const [method, setMethod] = useState<string | undefined>();
  const [payment, setPayment] = useState<PaymentMethod | undefined>();
  const [promo, setPromo] = useState<string | undefined>();
  const [promoInput, setPromoInput] = useState('');
  const [promoError, setPromoError] = useState<string | null>(null);
  const [quote, setQuote] = useState<Quote | null>(null);
  // The request the shown quote answers; another one is on its way while they differ.
  const [quotedFor, setQuotedFor] = useState<string | null>(null);
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [quoteFailed, setQuoteFailed] = useState(false);
  const [unavailable, setUnavailable] = useState<number[]>([]);
  const [invoice, setInvoice] = useState(false);
  const [point, setPoint] = useState('');
  const [saved, setSaved] = useState<SavedAddress[]>([]);
  const [chosenAddress, setChosenAddress] = useState<SavedAddress | null>(null);

  const emptyGuest = guestCart !== undefined && guestCart.length === 0;

  function promoText(reason: string) {
    return PROMO_REASONS.includes(reason)
      ? t(`checkout.promo.${reason}` as MessageKey)
      : t('form.err.invalid');
  }

  const quoteKey = JSON.stringify([locale, method ?? null, promo ?? null]);
  const quoting = quotedFor !== quoteKey;

  useEffect(() => {
    if (emptyGuest) return;
    let live = true;
    checkoutCalls
      .quote(locale, {
        ...(guestCart ? { cart: [...guestCart] } : {}),
        ...(method ? { delivery_method: method } : {}),
        ...(promo ? { promo_code: promo } : {}),
      })
      .then(
        (q) => {
          if (!live) return;
          setQuote(q);
          setQuoteFailed(false);
          if (!method) {
            const first = q.delivery_methods.find((m) => m.available);
            if (first) setMethod(first.code);
          }
          setPayment((p) => (p && q.payment_methods.includes(p) ? p : q.payment_methods[0]));
        },
        (error: unknown) => {
          if (!live) return;
          const reason =
            error instanceof ApiError && error.status === 422
              ? error.fields.promo_code?.[0]
              : undefined;
          if (reason && promo) {
            // The code does not apply: say why under the field, and quote without it.
            setPromoError(promoText(reason));
            setPromo(undefined);
            return;
          }
          setQuoteFailed(true);
        },
      )
      .finally(() => live && setQuotedFor(quoteKey));
    return () => {
      live = false;
    };
    // promoText is a pure function of `t`, which changes with the locale
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, method, promo, guestCart, emptyGuest]);

  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    addressCalls.list().then(
      (found) => {
        if (!live) return;
        setSaved(found);
        setChosenAddress((c) => c ?? found[0] ?? null);
      },
      () => undefined, // no saved addresses shown: the shopper types one
    );
    return () => {
      live = false;
    };
  }, [loggedIn]);

  const chosen = quote?.delivery_methods.find((m) => m.code === method);

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
      read: (el) => {
        const data = new FormData(el);
        const kind = chosen?.kind;
        const contact = {
          name: text(data, 'contact.name'),
          surname: text(data, 'contact.surname'),
          email: text(data, 'contact.email'),
          phone: text(data, 'contact.phone'),
        };
        return {
          ...(guestCart ? { cart: [...guestCart] } : {}),
          contact,
          delivery: {
            method: method ?? '',
            ...(kind === 'courier'
              ? {
                  address: {
                    street: text(data, 'delivery.address.street'),
                    postal_code: text(data, 'delivery.address.postal_code'),
                    city: text(data, 'delivery.address.city'),
                    country: text(data, 'delivery.address.country') || 'PL',
                  },
                }
              : {}),
            ...(kind === 'locker' ? { point: point.trim() } : {}),
          },
          payment: payment ?? '',
          ...(invoice
            ? {
                invoice: {
                  company: text(data, 'invoice.company'),
                  nip: text(data, 'invoice.nip'),
                  street: text(data, 'invoice.street'),
                  postal_code: text(data, 'invoice.postal_code'),
                  city: text(data, 'invoice.city'),
                },
              }
            : {}),
          ...(promo ? { promo_code: promo } : {}),
          accept_terms: data.get('accept_terms') === 'on' ? true : undefined,
          ...(optional(text(data, 'comment')) ? { comment: text(data, 'comment') } : {}),
        };
      },
    },
  );

  if (emptyGuest || (quote && quote.lines.length === 0 && unavailable.length === 0))
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
    return quoteFailed ? (
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

  const money = (amount: number) => formatMoney(fromDecimal(amount), locale);
  const fieldError = form.fieldError;
  const addressDefaults = chosenAddress ?? null;
  const paymentMethods: PaymentMethod[] = ['online', 'transfer', 'cod'];

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      className="grid items-start gap-6 lg:grid-cols-[1fr_24rem]"
      aria-label={t('checkout.title')}
    >
      <div className="flex flex-col gap-6">
        <FormMessage message={placeError ?? form.formError} />

        <section aria-labelledby="checkout-contact" className={section}>
          <h2 id="checkout-contact" className={sectionTitle}>
            {t('checkout.contact')}
          </h2>
          {/* Keyed by the shopper: the stored session appears after hydration, and uncontrolled
              inputs read their starting values only when they mount. */}
          <div key={user?.email ?? 'guest'} className="grid gap-4 sm:grid-cols-2">
            <Field label={t('checkout.field.name')} error={fieldError('contact.name')} required>
              <Input
                name="contact.name"
                autoComplete="given-name"
                defaultValue={user?.name ?? ''}
              />
            </Field>
            <Field
              label={t('checkout.field.surname')}
              error={fieldError('contact.surname')}
              required
            >
              <Input
                name="contact.surname"
                autoComplete="family-name"
                defaultValue={user?.surname ?? ''}
              />
            </Field>
            <Field label={t('order.field.email')} error={fieldError('contact.email')} required>
              <Input
                name="contact.email"
                type="email"
                autoComplete="email"
                defaultValue={user?.email ?? ''}
              />
            </Field>
            <Field label={t('order.field.phone')} error={fieldError('contact.phone')} required>
              <Input
                name="contact.phone"
                type="tel"
                autoComplete="tel"
                defaultValue={user?.phone ?? ''}
              />
            </Field>
          </div>
        </section>

        <fieldset className={section}>
          <legend className={`${sectionTitle} float-left mb-2 w-full`}>
            {t('checkout.delivery')}
          </legend>
          <div className="flex flex-col gap-2">
            {quote.delivery_methods.map((m) => (
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
          {fieldError('delivery.method') && (
            <p className="text-sm font-medium text-danger-700">{fieldError('delivery.method')}</p>
          )}

          {chosen?.kind === 'courier' && (
            <div className="flex flex-col gap-4 border-t border-line pt-4">
              <h3 className="font-semibold">{t('checkout.address')}</h3>
              {saved.length > 0 && (
                <Field label={t('checkout.savedAddress')}>
                  <Select
                    value={chosenAddress ? String(chosenAddress.id) : ''}
                    placeholder={t('checkout.newAddress')}
                    onChange={(e) =>
                      setChosenAddress(saved.find((a) => String(a.id) === e.target.value) ?? null)
                    }
                    options={saved.map((a) => ({
                      value: String(a.id),
                      label: `${a.label ? `${a.label}: ` : ''}${a.street}, ${a.postal_code} ${a.city}`,
                    }))}
                  />
                </Field>
              )}
              {/* Remounted when a saved address is chosen, so its values fill the fields. */}
              <div key={addressDefaults?.id ?? 'new'} className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={t('address.street')}
                  error={fieldError('delivery.address.street') ?? fieldError('delivery.address')}
                  required
                  className="sm:col-span-2"
                >
                  <Input
                    name="delivery.address.street"
                    autoComplete="street-address"
                    defaultValue={addressDefaults?.street ?? ''}
                  />
                </Field>
                <Field
                  label={t('address.postalCode')}
                  hint={t('address.postalCodeHint')}
                  error={fieldError('delivery.address.postal_code')}
                  required
                >
                  <Input
                    name="delivery.address.postal_code"
                    autoComplete="postal-code"
                    defaultValue={addressDefaults?.postal_code ?? ''}
                  />
                </Field>
                <Field
                  label={t('address.city')}
                  error={fieldError('delivery.address.city')}
                  required
                >
                  <Input
                    name="delivery.address.city"
                    autoComplete="address-level2"
                    defaultValue={addressDefaults?.city ?? ''}
                  />
                </Field>
                <Field
                  label={t('address.country')}
                  error={fieldError('delivery.address.country')}
                  required
                >
                  <Select
                    name="delivery.address.country"
                    autoComplete="country"
                    defaultValue={addressDefaults?.country ?? 'PL'}
                    options={COUNTRIES.map((c) => ({ value: c, label: t(`address.country.${c}`) }))}
                  />
                </Field>
              </div>
            </div>
          )}

          {chosen?.kind === 'locker' && (
            <div className="border-t border-line pt-4">
              <PointPicker
                name="delivery.point"
                value={point}
                onChange={setPoint}
                error={fieldError('delivery.point')}
              />
            </div>
          )}

          {chosen?.kind === 'pickup' && (
            <p className="border-t border-line pt-4 text-sm text-muted">
              {t('checkout.pickupNote')}
            </p>
          )}
        </fieldset>

        <fieldset className={section}>
          <legend className={`${sectionTitle} float-left mb-2 w-full`}>
            {t('checkout.payment')}
          </legend>
          <div className="flex flex-col gap-2">
            {paymentMethods
              .filter((p) => quote.payment_methods.includes(p))
              .map((p) => (
                <label
                  key={p}
                  data-testid="payment-method"
                  data-method={p}
                  className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="payment"
                    value={p}
                    checked={payment === p}
                    onChange={() => setPayment(p)}
                    className="mt-1 size-4 accent-brand-600"
                  />
                  <span className="flex flex-col">
                    <span className="font-medium">{t(`checkout.pay.${p}`)}</span>
                    <span className="text-sm text-muted">{t(`checkout.pay.${p}.hint`)}</span>
                  </span>
                </label>
              ))}
          </div>
          {fieldError('payment') && (
            <p className="text-sm font-medium text-danger-700">{fieldError('payment')}</p>
          )}
        </fieldset>

        <section aria-labelledby="checkout-more" className={section}>
          <h2 id="checkout-more" className={sectionTitle}>
            {t('checkout.more')}
          </h2>
          <div className="flex flex-col gap-2">
            <Field label={t('checkout.promo')} error={promoError ?? fieldError('promo_code')}>
              <Input
                value={promoInput}
                onChange={(e) => setPromoInput(e.target.value)}
                autoComplete="off"
                onKeyDown={(e) => {
                  if (e.key !== 'Enter') return;
                  e.preventDefault();
                  setPromoError(null);
                  setPromo(promoInput.trim() || undefined);
                }}
              />
            </Field>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={promoInput.trim() === ''}
                onClick={() => {
                  setPromoError(null);
                  setPromo(promoInput.trim() || undefined);
                }}
              >
                {t('checkout.promoApply')}
              </Button>
              {promo && (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setPromo(undefined);
                    setPromoInput('');
                  }}
                >
                  {t('checkout.promoRemove')}
                </Button>
              )}
            </div>
          </div>

          <Checkbox
            label={t('checkout.invoice')}
            checked={invoice}
            onChange={(e) => setInvoice(e.target.checked)}
          />
          {invoice && (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('checkout.field.company')}
                error={fieldError('invoice.company')}
                required
                className="sm:col-span-2"
              >
                <Input name="invoice.company" autoComplete="organization" />
              </Field>
              <Field
                label={t('checkout.field.nip')}
                hint={t('checkout.field.nipHint')}
                error={fieldError('invoice.nip')}
                required
              >
                <Input name="invoice.nip" inputMode="numeric" autoComplete="off" />
              </Field>
              <Field label={t('address.street')} error={fieldError('invoice.street')} required>
                <Input name="invoice.street" />
              </Field>
              <Field
                label={t('address.postalCode')}
                hint={t('address.postalCodeHint')}
                error={fieldError('invoice.postal_code')}
                required
              >
                <Input name="invoice.postal_code" />
              </Field>
              <Field label={t('address.city')} error={fieldError('invoice.city')} required>
                <Input name="invoice.city" />
              </Field>
            </div>
          )}

          <Field label={t('order.field.comment')} error={fieldError('comment')}>
            <Textarea name="comment" rows={2} />
          </Field>
        </section>
      </div>

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
            error={fieldError('accept_terms')}
            label={
              <>
                {t('checkout.terms.before')}{' '}
                <Link
                  to={href('/:locale/pages/:slug', { locale, slug: 'terms' })}
                  target="_blank"
                  className="underline"
                >
                  {t('checkout.terms.terms')}
                </Link>{' '}
                {t('checkout.terms.and')}{' '}
                <Link
                  to={href('/:locale/pages/:slug', { locale, slug: 'privacy' })}
                  target="_blank"
                  className="underline"
                >
                  {t('checkout.terms.privacy')}
                </Link>
                {t('checkout.terms.after')}
              </>
            }
          />
          <p className="text-sm text-muted">
            {t('checkout.withdrawal')}{' '}
            <Link
              to={href('/:locale/pages/:slug', { locale, slug: 'returns' })}
              target="_blank"
              className="underline"
            >
              {t('checkout.withdrawalLink')}
            </Link>
          </p>
          <Button
            type="submit"
            size="lg"
            fullWidth
            data-testid="checkout-place"
            disabled={quoting || !method || !payment}
            loading={form.pending}
          >
            {payment === 'online'
              ? t('checkout.placePay', { amount: money(quote.total) })
              : t('checkout.place', { amount: money(quote.total) })}
          </Button>
        </div>
      </aside>
    </form>
  );
}

import { useState } from 'react';
import { withdrawalOrderRequest } from '#contracts/returns';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { ApiError } from '#web/lib/api';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useLoad } from '#web/lib/use-load';
import { useZodForm } from '#web/lib/use-zod-form';
import { orderCalls } from '#web/features/orders/order-calls';
import type { OrderWho } from './returns-calls';

/**
 * The first thing the withdrawal and complaint pages ask: which order, and proof that it is the
 * shopper's. A guest types the short number and the order's e-mail; a logged-in shopper picks
 * one of their orders (the account is the proof).
 */
export function FindOrder({
  signedIn,
  onFound,
}: {
  signedIn: boolean;
  onFound: (who: OrderWho) => Promise<void>;
}) {
  const t = useT();
  const [missing, setMissing] = useState(false);
  const form = useZodForm(withdrawalOrderRequest, async (values) => {
    setMissing(false);
    try {
      await onFound({ order_id: String(values.order_id), email: values.email ?? '' });
    } catch (error) {
      // No such order, or not with this e-mail: the same words either way.
      if (!isNotFound(error)) throw error;
      setMissing(true);
    }
  });
  return (
    <section aria-labelledby="find-title" className="flex flex-col gap-4">
      <h2 id="find-title" className="font-display text-h3 font-semibold">
        {t('returns.find.title')}
      </h2>
      {signedIn && <MyOrders onPick={(number) => onFound({ order_id: number })} />}
      <form onSubmit={form.onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        <Field
          label={t('returns.find.number')}
          hint={t('returns.find.numberHint')}
          error={form.fieldError('order_id')}
          required
        >
          <Input name="order_id" inputMode="numeric" autoComplete="off" />
        </Field>
        <Field label={t('returns.find.email')} error={form.fieldError('email')} required>
          <Input name="email" type="email" autoComplete="email" />
        </Field>
        <FormMessage message={form.formError ?? (missing ? t('returns.find.notFound') : null)} />
        <Button type="submit" disabled={form.pending} className="self-start">
          {t('returns.find.submit')}
        </Button>
      </form>
    </section>
  );
}

/** The logged-in shopper's orders to pick from. */
function MyOrders({ onPick }: { onPick: (number: string) => Promise<void> }) {
  const t = useT();
  const locale = useLocale();
  // Not readable, or none to pick: the form below is the way in.
  const loaded = useLoad(['orders'], (signal) => orderCalls.list(signal));
  const orders = loaded.data?.filter((o) => o.status !== 'cancelled') ?? [];
  if (orders.length === 0) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <nav aria-label={t('returns.find.mine')} className="flex flex-col gap-2">
      <h3 className="font-semibold">{t('returns.find.choose')}</h3>
      <ul className="flex flex-col gap-2">
        {orders.map((o) => (
          <li key={o.order_id}>
            <Button
              variant="secondary"
              onClick={() => void onPick(String(o.number))}
              data-testid="withdrawal-my-order"
            >
              {t('returns.find.orderOption', {
                number: o.number,
                date: date.format(new Date(o.created_at)),
              })}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

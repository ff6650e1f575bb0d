import { useState } from 'react';
import { cartOrderRequest } from '#contracts/orders';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { ContactFields } from '../orders/contact-fields';
import { Textarea } from '#web/components/ui/input';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { FormMessage } from '#web/components/ui/form-message';
import { useZodForm } from '#web/lib/use-zod-form';
import { ApiError } from '#web/lib/api';
import { orderCalls } from '../orders/order-calls';
import { cart } from './cart-store';

/**
 * The order from the cart (`cart/order`): contact, delivery address and a comment; payment on
 * delivery. Prefilled from the account. A 409 means a line became unavailable meanwhile: the
 * cart is reloaded so the line shows flagged, and the form says why.
 */
export function OrderForm({
  disabled,
  onOrdered,
}: {
  disabled: boolean;
  onOrdered: (orderId: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [conflict, setConflict] = useState<'unavailable' | 'empty' | null>(null);
  const form = useZodForm(cartOrderRequest, async (values) => {
    setConflict(null);
    try {
      const { order_id } = await orderCalls.fromCart(locale, values);
      cart.ordered();
      onOrdered(order_id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void cart.load();
        setConflict(error.code === 'cart_empty' ? 'empty' : 'unavailable');
        return;
      }
      throw error;
    }
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
      <FormMessage
        message={
          conflict === 'empty'
            ? t('cart.order.empty')
            : conflict === 'unavailable'
              ? t('cart.order.conflict')
              : form.formError
        }
      />
      <ContactFields fieldError={form.fieldError} phone="required" email="required" />
      <Field label={t('order.field.address')} error={form.fieldError('address')} required>
        <Textarea name="address" rows={3} autoComplete="street-address" />
      </Field>
      <Field label={t('order.field.comment')} error={form.fieldError('comment')}>
        <Textarea name="comment" rows={2} />
      </Field>
      <p className="text-sm text-muted">{t('order.payOnDelivery')}</p>
      <Button type="submit" size="lg" fullWidth disabled={disabled} loading={form.pending}>
        {t('cart.order.submit')}
      </Button>
    </form>
  );
}

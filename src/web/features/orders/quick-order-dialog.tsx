import { useState } from 'react';
import { z } from 'zod';
import type { Product } from '#contracts/catalog';
import { quickOrderRequest } from '#contracts/orders';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { Price } from '#web/components/ui/price';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { FormMessage } from '#web/components/ui/form-message';
import { useZodForm } from '#web/lib/use-zod-form';
import { ApiError } from '#web/lib/api';
import { ContactFields } from './contact-fields';
import { orderCalls } from './order-calls';
import { SentPanel } from './sent-panel';

/** The form sends text; the count box's text becomes the number the API wants. */
const quickOrderForm = quickOrderRequest.extend({
  count: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    quickOrderRequest.shape.count,
  ),
});

/** The quick-order form in its dialog; loaded on the first click (see quick-order.tsx). */
export default function QuickOrderDialog({
  product,
  onClose,
}: {
  product: Product;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [orderId, setOrderId] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState(false);
  const form = useZodForm(quickOrderForm, async (values) => {
    setSoldOut(false);
    try {
      setOrderId((await orderCalls.quick(locale, product.id, values)).order_id);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setSoldOut(true);
      else throw error;
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('order.quick.title')}
      description={product.title}
      dismissible={!form.pending}
    >
      {orderId ? (
        <SentPanel
          message={t('order.quick.done')}
          detail={t('cart.order.number', { id: orderId.slice(0, 8) })}
          onClose={onClose}
        />
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
          <Price price={product.price} sale={product.price_sale} />
          <FormMessage message={soldOut ? t('order.quick.soldOut') : form.formError} />
          <ContactFields
            fieldError={form.fieldError}
            phone="required"
            email="optional"
            phoneHint={t('order.phoneHint')}
          />
          <Field label={t('order.field.count')} error={form.fieldError('count')} required>
            <Input
              name="count"
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              defaultValue={1}
              className="w-24"
            />
          </Field>
          <Field
            label={t('order.field.comment')}
            error={form.fieldError('comment')}
            optionalText={t('order.optional')}
          >
            <Textarea name="comment" rows={2} />
          </Field>
          <p className="text-sm text-muted">{t('order.payOnDelivery')}</p>
          <Button type="submit" size="lg" fullWidth loading={form.pending}>
            {t('order.quick.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

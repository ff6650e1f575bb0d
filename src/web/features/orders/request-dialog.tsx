import { useState } from 'react';
import type { Product } from '#contracts/catalog';
import { customizationRequest } from '#contracts/orders';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { Textarea } from '#web/components/ui/input';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { FormMessage } from '#web/components/ui/form-message';
import { useZodForm } from '#web/lib/use-zod-form';
import { ApiError } from '#web/lib/api';
import { ContactFields } from './contact-fields';
import { orderCalls } from './order-calls';
import { SentPanel } from './sent-panel';

/** The request form without the product, which the page supplies. */
const requestForm = customizationRequest.omit({ product_id: true });

/** The customization request form in its dialog; loaded on the first click. */
export default function RequestDialog({
  product,
  onClose,
}: {
  product: Pick<Product, 'id' | 'title'>;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState(false);
  const form = useZodForm(requestForm, async (values) => {
    setGone(false);
    try {
      await orderCalls.customization(locale, { ...values, product_id: product.id });
      setDone(true);
    } catch (error) {
      // The product is not a field of this form: say what happened instead of "fix the fields".
      if (error instanceof ApiError && error.fields.product_id) setGone(true);
      else throw error;
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('request.title')}
      description={product.title}
      dismissible={!form.pending}
    >
      {done ? (
        <SentPanel message={t('request.done')} onClose={onClose} />
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('request.intro')}</p>
          <FormMessage message={gone ? t('request.productGone') : form.formError} />
          <ContactFields fieldError={form.fieldError} phone="optional" email="required" />
          <Field label={t('request.message')} error={form.fieldError('message')} required>
            <Textarea name="message" rows={4} />
          </Field>
          <Button type="submit" size="lg" fullWidth loading={form.pending}>
            {t('request.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

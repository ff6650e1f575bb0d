import { useState } from 'react';
import type { Product } from '#contracts/catalog';
import { stockAlertRequest } from '#contracts/stock-alerts';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { ApiError } from '#web/lib/api';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useSession } from '#web/lib/use-session';
import { useZodForm } from '#web/lib/use-zod-form';
import { SentPanel } from '../orders/sent-panel';
import { stockAlertCalls } from './stock-alert-calls';

/** The back-in-stock form in its dialog; a logged-in shopper finds their address filled in. */
export default function StockAlertDialog({
  product,
  onClose,
}: {
  product: Pick<Product, 'id' | 'title'>;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { user } = useSession();
  const [done, setDone] = useState(false);
  const [available, setAvailable] = useState(false);
  const form = useZodForm(stockAlertRequest, async ({ email }) => {
    try {
      await stockAlertCalls.subscribe(locale, product.id, email);
      setDone(true);
    } catch (error) {
      // Back on the shelf meanwhile: say so instead of "fix the fields".
      if (error instanceof ApiError && error.status === 409) setAvailable(true);
      else throw error;
    }
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('stockAlert.title')}
      description={product.title}
      dismissible={!form.pending}
    >
      {done ? (
        <SentPanel message={t('stockAlert.done')} onClose={onClose} />
      ) : (
        <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('stockAlert.intro')}</p>
          <FormMessage message={available ? t('stockAlert.available') : form.formError} />
          <Field label={t('order.field.email')} error={form.fieldError('email')} required>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={user?.email ?? ''}
            />
          </Field>
          <Button type="submit" size="lg" fullWidth loading={form.pending}>
            {t('stockAlert.submit')}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

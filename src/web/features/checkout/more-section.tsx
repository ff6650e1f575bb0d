import { Checkbox } from '#web/components/ui/checkbox';
import { Field } from '#web/components/ui/field';
import { Input, Textarea } from '#web/components/ui/input';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { AddressFields } from '../addresses/address-fields';
import { CheckoutSection } from './checkout-section';
import { PromoField } from './promo-field';
import type { CheckoutQuote } from './use-checkout-quote';

/** The rest: a promo code, invoice data for a company (its NIP checked by the server), a comment. */
export function MoreSection({
  checkout,
  invoice,
  onInvoice,
  error,
}: {
  checkout: CheckoutQuote;
  invoice: boolean;
  onInvoice: (on: boolean) => void;
  error: (name: string) => string | undefined;
}) {
  const t = useT();
  return (
    <CheckoutSection id="checkout-more" title={t('checkout.more')}>
      <PromoField checkout={checkout} error={error('promo_code')} />
      <Checkbox
        label={t('checkout.invoice')}
        checked={invoice}
        onChange={(e) => onInvoice(e.target.checked)}
      />
      {invoice && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('checkout.field.company')}
            error={error('invoice.company')}
            required
            className="sm:col-span-2"
          >
            <Input name="invoice.company" autoComplete="organization" />
          </Field>
          <Field
            label={t('checkout.field.nip')}
            hint={t('checkout.field.nipHint')}
            error={error('invoice.nip')}
            required
            className="sm:col-span-2"
          >
            <Input name="invoice.nip" inputMode="numeric" autoComplete="off" />
          </Field>
          <div className="sm:col-span-2">
            <AddressFields
              prefix="invoice."
              error={error}
              withCountry={false}
              autoComplete={false}
            />
          </div>
        </div>
      )}
      <Field label={t('order.field.comment')} error={error('comment')}>
        <Textarea name="comment" rows={2} />
      </Field>
    </CheckoutSection>
  );
}

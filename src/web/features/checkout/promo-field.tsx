import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import type { MessageKey } from '#web/lib/i18n/translate';
import type { CheckoutQuote } from './use-checkout-quote';

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

/** The promo code: applied with the button or Enter, quoted by the server, refused with a reason. */
export function PromoField({
  checkout,
  error,
}: {
  checkout: CheckoutQuote;
  error: string | undefined;
}) {
  const t = useT();
  const [input, setInput] = useState('');
  const { promo, promoRefused, applyPromo } = checkout;
  const refusal =
    promoRefused === null
      ? undefined
      : PROMO_REASONS.includes(promoRefused)
        ? t(`checkout.promo.${promoRefused}` as MessageKey)
        : t('form.err.invalid');
  return (
    <div className="flex flex-col gap-2">
      <Field label={t('checkout.promo')} error={refusal ?? error}>
        <Input
          value={input}
          onChange={(e) => setInput(e.target.value)}
          autoComplete="off"
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            applyPromo(input.trim());
          }}
        />
      </Field>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          disabled={input.trim() === ''}
          onClick={() => applyPromo(input.trim())}
        >
          {t('checkout.promoApply')}
        </Button>
        {promo && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              applyPromo(undefined);
              setInput('');
            }}
          >
            {t('checkout.promoRemove')}
          </Button>
        )}
      </div>
    </div>
  );
}

import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useSession } from '#web/lib/use-session';
import { CheckoutSection } from './checkout-section';

/** Who orders: name, surname, e-mail and phone, filled from the profile for a logged-in shopper. */
export function ContactSection({ error }: { error: (name: string) => string | undefined }) {
  const t = useT();
  const { user } = useSession();
  return (
    <CheckoutSection id="checkout-contact" title={t('checkout.contact')}>
      {/* Keyed by the shopper: the stored session appears after hydration, and uncontrolled
          inputs read their starting values only when they mount. */}
      <div key={user?.email ?? 'guest'} className="grid gap-4 sm:grid-cols-2">
        <Field label={t('checkout.field.name')} error={error('contact.name')} required>
          <Input name="contact.name" autoComplete="given-name" defaultValue={user?.name ?? ''} />
        </Field>
        <Field label={t('checkout.field.surname')} error={error('contact.surname')} required>
          <Input
            name="contact.surname"
            autoComplete="family-name"
            defaultValue={user?.surname ?? ''}
          />
        </Field>
        <Field label={t('order.field.email')} error={error('contact.email')} required>
          <Input
            name="contact.email"
            type="email"
            autoComplete="email"
            defaultValue={user?.email ?? ''}
          />
        </Field>
        <Field label={t('order.field.phone')} error={error('contact.phone')} required>
          <Input
            name="contact.phone"
            type="tel"
            autoComplete="tel"
            defaultValue={user?.phone ?? ''}
          />
        </Field>
      </div>
    </CheckoutSection>
  );
}

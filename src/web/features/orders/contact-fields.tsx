import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useSession } from '#web/lib/use-session';

/**
 * Name, phone and e-mail of the order, quick-order and request forms, prefilled from the account
 * when logged in. Which of phone and e-mail is required differs per form (the contracts say).
 */
export function ContactFields({
  fieldError,
  phone,
  email,
  phoneHint,
}: {
  fieldError: (name: string) => string | undefined;
  phone: 'required' | 'optional';
  email: 'required' | 'optional';
  phoneHint?: string;
}) {
  const t = useT();
  const { user } = useSession();
  const optional = t('order.optional');
  return (
    <>
      <Field label={t('order.field.name')} error={fieldError('name')} required>
        <Input
          name="name"
          autoComplete="name"
          defaultValue={user ? `${user.name} ${user.surname}`.trim() : ''}
        />
      </Field>
      <Field
        label={t('order.field.phone')}
        error={fieldError('phone')}
        required={phone === 'required'}
        optionalText={phone === 'optional' ? optional : undefined}
        hint={phoneHint}
      >
        <Input name="phone" type="tel" autoComplete="tel" defaultValue={user?.phone ?? ''} />
      </Field>
      <Field
        label={t('order.field.email')}
        error={fieldError('email')}
        required={email === 'required'}
        optionalText={email === 'optional' ? optional : undefined}
      >
        <Input name="email" type="email" autoComplete="email" defaultValue={user?.email ?? ''} />
      </Field>
    </>
  );
}

import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';

/** The countries a courier delivers to. */
export const COUNTRIES = ['PL', 'DE', 'CZ', 'SK', 'LT'] as const;

export interface AddressValues {
  street: string;
  postal_code: string;
  city: string;
  country?: string;
}

/**
 * Street, postal code, city and (for a delivery address) country: the one set of address fields
 * of the checkout's courier address, its invoice data and the account's address book. Inputs
 * are uncontrolled and named `{prefix}street`, … so the surrounding form reads them; key the
 * component to refill it with other `defaults`.
 */
export function AddressFields({
  prefix = '',
  defaults,
  error,
  withCountry = true,
  autoComplete = true,
  missing,
}: {
  /** `delivery.address.` or `invoice.`: the fields' names, as the request's error map names them. */
  prefix?: string;
  defaults?: Partial<AddressValues> | null;
  error: (name: string) => string | undefined;
  withCountry?: boolean;
  /** Off for a company's invoice address, which is not the shopper's own. */
  autoComplete?: boolean;
  /** The error of the address as a whole (none given), shown at its first field. */
  missing?: string | undefined;
}) {
  const t = useT();
  const auto = (value: string) => (autoComplete ? value : 'off');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('address.street')}
        error={error(`${prefix}street`) ?? missing}
        required
        className="sm:col-span-2"
      >
        <Input
          name={`${prefix}street`}
          autoComplete={auto('street-address')}
          defaultValue={defaults?.street ?? ''}
        />
      </Field>
      <Field
        label={t('address.postalCode')}
        hint={t('address.postalCodeHint')}
        error={error(`${prefix}postal_code`)}
        required
      >
        <Input
          name={`${prefix}postal_code`}
          autoComplete={auto('postal-code')}
          defaultValue={defaults?.postal_code ?? ''}
        />
      </Field>
      <Field label={t('address.city')} error={error(`${prefix}city`)} required>
        <Input
          name={`${prefix}city`}
          autoComplete={auto('address-level2')}
          defaultValue={defaults?.city ?? ''}
        />
      </Field>
      {withCountry && (
        <Field label={t('address.country')} error={error(`${prefix}country`)} required>
          <Select
            name={`${prefix}country`}
            autoComplete={auto('country')}
            defaultValue={defaults?.country ?? 'PL'}
            options={COUNTRIES.map((c) => ({ value: c, label: t(`address.country.${c}`) }))}
          />
        </Field>
      )}
    </div>
  );
}

/** The fields' values from a submitted form (the same names `AddressFields` gives them). */
export function readAddress(form: FormData, prefix: string, withCountry = true): AddressValues {
  const text = (name: string) => String(form.get(`${prefix}${name}`) ?? '').trim();
  return {
    street: text('street'),
    postal_code: text('postal_code'),
    city: text('city'),
    ...(withCountry ? { country: text('country') || 'PL' } : {}),
  };
}

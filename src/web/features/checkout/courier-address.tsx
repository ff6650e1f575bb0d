import { useState } from 'react';
import type { SavedAddress } from '#contracts/addresses';
import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/select';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useLoad } from '#web/lib/use-load';
import { useSession } from '#web/lib/use-session';
import { addressCalls } from '../addresses/address-calls';
import { AddressFields } from '../addresses/address-fields';

/**
 * Where the courier goes: a logged-in shopper's saved addresses fill the fields (the first one
 * to start with); anyone may type another.
 */
export function CourierAddress({ error }: { error: (name: string) => string | undefined }) {
  const t = useT();
  const { accessToken } = useSession();
  // `undefined`: not touched yet, so the first saved address is offered; null: a new one.
  const [picked, setPicked] = useState<SavedAddress | null | undefined>();
  // No saved addresses shown when they cannot be read: the shopper types one.
  const saved = useLoad(accessToken ? ['addresses', accessToken] : null, (signal) =>
    addressCalls.list(signal),
  );
  const addresses = saved.data ?? [];
  const chosen = picked === undefined ? (addresses[0] ?? null) : picked;

  return (
    <div className="flex flex-col gap-4 border-t border-line pt-4">
      <h3 className="font-semibold">{t('checkout.address')}</h3>
      {addresses.length > 0 && (
        <Field label={t('checkout.savedAddress')}>
          <Select
            value={chosen ? String(chosen.id) : ''}
            placeholder={t('checkout.newAddress')}
            onChange={(e) =>
              setPicked(addresses.find((a) => String(a.id) === e.target.value) ?? null)
            }
            options={addresses.map((a) => ({
              value: String(a.id),
              label: `${a.label ? `${a.label}: ` : ''}${a.street}, ${a.postal_code} ${a.city}`,
            }))}
          />
        </Field>
      )}
      {/* Remounted when a saved address is chosen, so its values fill the fields. */}
      <AddressFields
        key={chosen?.id ?? 'new'}
        prefix="delivery.address."
        defaults={chosen}
        error={error}
        missing={error('delivery.address')}
      />
    </div>
  );
}

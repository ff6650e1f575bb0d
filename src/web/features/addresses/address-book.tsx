import { useState } from 'react';
import { addressInput, MAX_ADDRESSES, type SavedAddress } from '#contracts/addresses';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { Skeleton } from '#web/components/ui/skeleton';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import type { MessageKey } from '#web/lib/i18n/translate';
import { useLoad } from '#web/lib/use-load';
import { useZodForm } from '#web/lib/use-zod-form';
import { addressCalls } from './address-calls';
import { AddressFields } from './address-fields';

/**
 * The account's address book: saved delivery addresses, added, changed and deleted here; the
 * checkout offers them for a courier.
 */
export function AddressBook() {
  const t = useT();
  const loaded = useLoad(['addresses'], (signal) => addressCalls.list(signal));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const addresses = loaded.data;
  const setAddresses = loaded.update;

  if (loaded.error) return <FormMessage message={t('address.loadFailed')} />;
  if (!addresses) return <Skeleton className="h-20" />;

  return (
    <div className="flex flex-col gap-4">
      {addresses.length === 0 && editing !== 'new' && (
        <p className="text-muted">{t('address.none')}</p>
      )}
      <ul className="flex flex-col gap-3">
        {addresses.map((a) =>
          editing === a.id ? (
            <li key={a.id}>
              <AddressForm
                address={a}
                onSaved={(saved) => {
                  setAddresses((list) => list.map((x) => (x.id === saved.id ? saved : x)));
                  setEditing(null);
                }}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li
              key={a.id}
              data-testid="saved-address"
              className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-line p-3"
            >
              <div className="min-w-0">
                {a.label && <p className="font-semibold">{a.label}</p>}
                <p>{a.street}</p>
                <p>
                  {a.postal_code} {a.city}, {t(`address.country.${a.country}` as MessageKey)}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('address.editOne', { street: a.street })}
                  onClick={() => setEditing(a.id)}
                >
                  {t('address.edit')}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('address.deleteOne', { street: a.street })}
                  onClick={() =>
                    void addressCalls
                      .remove(a.id)
                      .then(() => setAddresses((list) => list.filter((x) => x.id !== a.id)))
                  }
                >
                  {t('address.delete')}
                </Button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm
          address={null}
          onSaved={(saved) => {
            setAddresses((list) => [...list, saved]);
            setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        addresses.length < MAX_ADDRESSES && (
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => setEditing('new')}
          >
            {t('address.add')}
          </Button>
        )
      )}
    </div>
  );
}

function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: SavedAddress | null;
  onSaved: (saved: SavedAddress) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const form = useZodForm(addressInput, async (values) => {
    const body = { ...values, label: values.label ?? '' };
    onSaved(address ? await addressCalls.update(address.id, body) : await addressCalls.add(values));
  });
  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={address ? t('address.editTitle') : t('address.add')}
      className="flex flex-col gap-4 rounded-md border border-line p-4"
    >
      <FormMessage message={form.formError} />
      <Field
        label={t('address.label')}
        optionalText={t('order.optional')}
        error={form.fieldError('label')}
      >
        <Input name="label" defaultValue={address?.label ?? ''} />
      </Field>
      <AddressFields defaults={address} error={form.fieldError} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={form.pending}>
          {t('address.save')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('address.cancel')}
        </Button>
      </div>
    </form>
  );
}

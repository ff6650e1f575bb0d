import { useState } from 'react';
import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/select';
import { useManufacturers } from '../manufacturers/manufacturer-queries';
import { BulkDialog, useRun, type DialogBase } from './bulk-dialogs';
import { useProductsT } from './i18n';

/** The default's value in the select: the API's null. */
const DEFAULT = 'default';

/**
 * The bulk "set manufacturer" (docs/rules.md#product-safety): one manufacturer, or the shop's
 * default, for every selected product. The server refuses the whole batch when a published
 * product could then not be published (a manufacturer outside the EU, no responsible person).
 */
export function ManufacturerDialog(base: DialogBase) {
  const t = useProductsT();
  const { open, onClose, onConfirm, count } = base;
  const list = useManufacturers();
  const [choice, setChoice] = useState('');
  const { pending, error, run } = useRun(onConfirm, onClose);
  return (
    <BulkDialog
      open={open}
      onClose={onClose}
      title={t('bulk.setManufacturerTitle')}
      description={t('bulk.selected', { count })}
      confirmLabel={t('bulk.setManufacturer')}
      disabled={!choice}
      run={() =>
        void run({
          action: 'set_manufacturer',
          manufacturer_id: choice === DEFAULT ? null : Number(choice),
        })
      }
      error={error}
      pending={pending}
    >
      <Field label={t('bulk.manufacturer')}>
        <Select
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          placeholder={t('bulk.manufacturer')}
          options={[
            { value: DEFAULT, label: t('bulk.manufacturerDefault') },
            ...(list.data ?? []).map((m) => ({
              value: String(m.id),
              label: `${m.name} (${m.country})`,
            })),
          ]}
          data-testid="bulk-manufacturer"
        />
      </Field>
    </BulkDialog>
  );
}

import { useEffect, useId } from 'react';
import { manufacturerCreate } from '#contracts/admin/manufacturers';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useToast } from '#web/components/ui/toast';
import { FormDialogFooter } from '#web/admin/components/form-dialog-footer';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { countryOptions } from './countries';
import { useManufacturersT } from './i18n';
import { useManufacturerMutations, type AdminManufacturer } from './manufacturer-queries';

export type ManufacturerEditorState =
  { mode: 'create' } | { mode: 'edit'; item: AdminManufacturer } | null;

/** Codes of the contract's refinements that have words of their own here. */
const OWN_MESSAGES = {
  'country.invalid': 'mf.err.country.invalid',
  'url.invalid': 'mf.err.url.invalid',
} as const;

/** Creates or edits a manufacturer (or EU responsible person): name, postal and e-mail address. */
export function ManufacturerEditor({
  state,
  onClose,
}: {
  state: ManufacturerEditorState;
  onClose: () => void;
}) {
  const t = useManufacturersT();
  const at = useAdminT();
  const locale = useAdminLocale();
  const calls = useManufacturerMutations();
  const { toast } = useToast();
  const formId = useId();
  const editing = state?.mode === 'edit' ? state.item : null;
  const form = useAdminForm({
    schema: manufacturerCreate,
    read: (el) => {
      const data = new FormData(el);
      const text = (name: string) => String(data.get(name) ?? '');
      return {
        name: text('name'),
        street: text('street'),
        postal_code: text('postal_code'),
        city: text('city'),
        country: text('country'),
        email: text('email'),
        url: text('url'),
      };
    },
    submit: async (values) => {
      const saved = editing ? await calls.update(editing.id, values) : await calls.create(values);
      toast({
        tone: 'success',
        title: t(editing ? 'mf.saved' : 'mf.created', { name: saved.name }),
      });
      onClose();
    },
    describeError: (error) => (error.code === 'manufacturer_name_taken' ? t('mf.nameTaken') : null),
  });
  const { reset } = form;
  useEffect(() => {
    if (state) reset();
  }, [state, reset]);
  const error = (name: string) => {
    const message = form.fieldError(name);
    const own = message && OWN_MESSAGES[message as keyof typeof OWN_MESSAGES];
    return own ? t(own) : message;
  };

  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title={editing ? t('mf.editOf', { name: editing.name }) : t('mf.newTitle')}
      size="lg"
      closeLabel={at('common.close')}
      dismissible={!form.pending}
      footer={<FormDialogFooter formId={formId} pending={form.pending} onCancel={onClose} />}
      data-testid="manufacturer-dialog"
    >
      {state && (
        <form
          key={editing ? `edit-${editing.id}` : 'new'}
          id={formId}
          noValidate
          onSubmit={form.onSubmit}
        >
          <FormMessage message={form.formError} />
          <div className="flex flex-col gap-4">
            <Field label={t('mf.name')} hint={t('mf.nameHint')} error={error('name')} required>
              <Input
                name="name"
                maxLength={200}
                defaultValue={editing?.name ?? ''}
                data-testid="mf-name"
              />
            </Field>
            <Field label={t('mf.street')} error={error('street')} required>
              <Input
                name="street"
                maxLength={200}
                autoComplete="street-address"
                defaultValue={editing?.street ?? ''}
                data-testid="mf-street"
              />
            </Field>
            <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <Field label={t('mf.postalCode')} error={error('postal_code')} required>
                <Input
                  name="postal_code"
                  maxLength={20}
                  autoComplete="postal-code"
                  defaultValue={editing?.postal_code ?? ''}
                  data-testid="mf-postal-code"
                />
              </Field>
              <Field label={t('mf.city')} error={error('city')} required>
                <Input
                  name="city"
                  maxLength={100}
                  autoComplete="address-level2"
                  defaultValue={editing?.city ?? ''}
                  data-testid="mf-city"
                />
              </Field>
            </div>
            <Field label={t('mf.country')} error={error('country')} required>
              <Select name="country" defaultValue={editing?.country ?? ''} data-testid="mf-country">
                <option value="">{t('mf.countryChoose')}</option>
                {countryOptions(locale).map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('mf.email')} hint={t('mf.emailHint')} error={error('email')} required>
                <Input
                  name="email"
                  type="email"
                  maxLength={254}
                  spellCheck={false}
                  defaultValue={editing?.email ?? ''}
                  data-testid="mf-email"
                />
              </Field>
              <Field label={t('mf.url')} hint={t('mf.urlHint')} error={error('url')}>
                <Input
                  name="url"
                  type="url"
                  maxLength={500}
                  spellCheck={false}
                  defaultValue={editing?.url ?? ''}
                  data-testid="mf-url"
                />
              </Field>
            </div>
          </div>
        </form>
      )}
    </Dialog>
  );
}

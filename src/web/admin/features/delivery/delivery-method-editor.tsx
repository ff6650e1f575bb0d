import { useEffect, useId } from 'react';
import { deliveryMethodCreate } from '#contracts/admin/delivery';
import { LOCALES, type Locale } from '#domain/locale';
import { currencyLabel } from '#domain/money';
import { Checkbox } from '#web/components/ui/checkbox';
import { Dialog } from '#web/components/ui/dialog';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import { useToast } from '#web/components/ui/toast';
import { FormDialogFooter } from '#web/admin/components/form-dialog-footer';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { useAdminForm } from '#web/admin/lib/use-admin-form';
import { useDeliveryT } from './i18n';
import { useDeliveryMethodMutations, type AdminDeliveryMethod } from './delivery-queries';

export const DELIVERY_KINDS = ['courier', 'locker', 'pickup'] as const;

export type DeliveryEditorState =
  { mode: 'create'; position: number } | { mode: 'edit'; method: AdminDeliveryMethod } | null;

/**
 * An amount as people type it (`14,99`, `1 299.90`, `14.99 zł`) as the API's decimal złoty;
 * empty is `empty`; anything unreadable is NaN, which the contract's schema refuses.
 */
export function readAmount<T>(text: string, empty: T): number | T {
  const t = text.replace(/[\s\u00a0\u202f]/g, '').replace(/(zł|pln)$/i, '');
  if (t === '') return empty;
  const dot = t.replace(',', '.');
  return /^\d+(\.\d+)?$/.test(dot) ? Number(dot) : Number.NaN;
}

/** 14.99 -> "14,99" in pl and ru, "14.99" in en: what that reader types back. */
export function amountText(amount: number | null, locale: Locale): string {
  if (amount === null) return '';
  const text = amount.toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
}

export const methodName = (m: AdminDeliveryMethod, locale: Locale) =>
  m.titles[locale] || m.titles.pl || m.code;

/** Creates or edits a delivery method: code, kind, a title per language, prices and switches. */
export function DeliveryMethodEditor({
  state,
  onClose,
}: {
  state: DeliveryEditorState;
  onClose: () => void;
}) {
  const t = useDeliveryT();
  const at = useAdminT();
  const locale = useAdminLocale();
  const calls = useDeliveryMethodMutations();
  const { toast } = useToast();
  const formId = useId();
  const editing = state?.mode === 'edit' ? state.method : null;
  const form = useAdminForm({
    schema: deliveryMethodCreate,
    read: (el) => {
      const data = new FormData(el);
      const text = (name: string) => String(data.get(name) ?? '');
      const position = text('position').trim();
      return {
        code: text('code'),
        kind: text('kind'),
        titles: Object.fromEntries(LOCALES.map((l) => [l, text(`titles.${l}`)])),
        price: readAmount(text('price'), Number.NaN),
        free_from: readAmount(text('free_from'), null),
        cod: data.get('cod') === 'on',
        active: data.get('active') === 'on',
        position: position === '' ? 0 : Number(position),
      };
    },
    submit: async (values) => {
      const saved = editing ? await calls.update(editing.id, values) : await calls.create(values);
      toast({
        tone: 'success',
        title: t(editing ? 'dm.saved' : 'dm.created', { name: methodName(saved, locale) }),
      });
      onClose();
    },
    describeError: (error) => (error.code === 'delivery_code_taken' ? t('dm.codeTaken') : null),
  });
  const { reset } = form;
  useEffect(() => {
    if (state) reset();
  }, [state, reset]);

  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      title={editing ? t('dm.editOf', { name: methodName(editing, locale) }) : t('dm.newTitle')}
      size="lg"
      closeLabel={at('common.close')}
      dismissible={!form.pending}
      footer={<FormDialogFooter formId={formId} pending={form.pending} onCancel={onClose} />}
      data-testid="delivery-method-dialog"
    >
      {state && (
        <form
          key={editing ? `edit-${editing.id}` : 'new'}
          id={formId}
          noValidate
          onSubmit={form.onSubmit}
        >
          <FormMessage message={form.formError} />
          <div className="flex flex-col gap-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label={t('dm.code')}
                hint={t('dm.codeHint')}
                error={form.fieldError('code')}
                required
              >
                <Input
                  name="code"
                  maxLength={50}
                  spellCheck={false}
                  autoCapitalize="none"
                  className="font-mono"
                  defaultValue={editing?.code ?? ''}
                  data-testid="dm-code"
                />
              </Field>
              <Field label={t('dm.kind')} error={form.fieldError('kind')} required>
                <Select name="kind" defaultValue={editing?.kind ?? 'courier'} data-testid="dm-kind">
                  {DELIVERY_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`dm.kind.${k}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 text-sm font-semibold text-ink">{t('dm.titles')}</legend>
              {LOCALES.map((l) => (
                <Field
                  key={l}
                  label={t('dm.titleIn', { lang: at(`lang.${l}`) })}
                  error={form.fieldError(`titles.${l}`)}
                  required
                >
                  <Input
                    name={`titles.${l}`}
                    lang={l}
                    maxLength={120}
                    defaultValue={editing?.titles[l] ?? ''}
                    data-testid={`dm-title-${l}`}
                  />
                </Field>
              ))}
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-3">
              <Field
                label={t('dm.price')}
                hint={t('dm.priceHint')}
                error={form.fieldError('price')}
                required
              >
                <Input
                  name="price"
                  inputMode="decimal"
                  defaultValue={amountText(editing?.price ?? null, locale)}
                  trailing={
                    <span className="px-2 text-sm text-muted">{currencyLabel(locale)}</span>
                  }
                  data-testid="dm-price"
                />
              </Field>
              <Field
                label={t('dm.freeFrom')}
                hint={t('dm.freeFromHint')}
                error={form.fieldError('free_from')}
              >
                <Input
                  name="free_from"
                  inputMode="decimal"
                  defaultValue={amountText(editing?.free_from ?? null, locale)}
                  trailing={
                    <span className="px-2 text-sm text-muted">{currencyLabel(locale)}</span>
                  }
                  data-testid="dm-free-from"
                />
              </Field>
              <Field
                label={t('dm.position')}
                hint={t('dm.positionHint')}
                error={form.fieldError('position')}
              >
                <Input
                  name="position"
                  inputMode="numeric"
                  defaultValue={String(
                    editing?.position ?? (state.mode === 'create' ? state.position : 0),
                  )}
                  data-testid="dm-position"
                />
              </Field>
            </div>
            <div className="flex flex-col gap-3">
              <Checkbox
                name="cod"
                label={t('dm.cod')}
                hint={t('dm.codHint')}
                defaultChecked={editing?.cod ?? false}
                data-testid="dm-cod"
              />
              <Checkbox
                name="active"
                label={t('dm.active')}
                hint={t('dm.activeHint')}
                defaultChecked={editing?.active ?? true}
                data-testid="dm-active"
              />
            </div>
          </div>
        </form>
      )}
    </Dialog>
  );
}

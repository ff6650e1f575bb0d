import { useMemo, useState } from 'react';
import { promotionCreate, type Promotion, type PromotionKind } from '#contracts/admin/promotions';
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
import { categoryName, useCategories } from '../categories/category-queries';
import { buildTree, flatten } from '../categories/tree';
import { usePromotionsT } from './i18n';
import { formDefaults, readPromotionForm } from './promotion-form';
import { PromotionProducts } from './promotion-products';
import { usePromotionMutations } from './promotion-queries';
import { PROMOTION_KINDS } from '#domain/promotions/promotion-kinds';

const FORM_ID = 'promotion-form';

/**
 * Creates a code (`promotion` null) or edits one: every field is sent, and the server checks
 * the rules between them (a 422 lands on its field, a code taken is said above the form). The
 * page mounts it anew for each opening, so it starts from the chosen code's values.
 */
export function PromotionDialog({
  open,
  promotion,
  onClose,
}: {
  open: boolean;
  promotion: Promotion | null;
  onClose: () => void;
}) {
  const t = usePromotionsT();
  const common = useAdminT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const { create, update } = usePromotionMutations();
  const categories = useCategories();
  const defaults = useMemo(() => formDefaults(promotion), [promotion]);
  const [kind, setKind] = useState<PromotionKind>(defaults.kind);

  const form = useAdminForm({
    schema: promotionCreate,
    read: readPromotionForm,
    submit: async (values) => {
      const saved = promotion ? await update(promotion.id, values) : await create(values);
      toast({
        tone: 'success',
        title: t(promotion ? 'promo.saved' : 'promo.created', { code: saved.code }),
      });
      onClose();
    },
    describeError: (error) => (error.code === 'promotion_code_taken' ? t('promo.codeTaken') : null),
  });

  // Parents before children, each indented by its depth (as the presets' picker shows them).
  const options = useMemo(() => flatten(buildTree(categories.data ?? [])), [categories.data]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={promotion ? t('promo.edit', { code: promotion.code }) : t('promo.add')}
      size="lg"
      closeLabel={common('common.close')}
      dismissible={!form.pending}
      footer={
        <FormDialogFooter
          formId={FORM_ID}
          pending={form.pending}
          onCancel={onClose}
          {...(promotion ? {} : { submitLabel: t('promo.add') })}
        />
      }
    >
      <form id={FORM_ID} noValidate onSubmit={form.onSubmit}>
        <FormMessage message={form.formError} />
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('promo.code')}
              hint={t('promo.codeHint')}
              error={form.fieldError('code')}
              required
            >
              <Input
                name="code"
                defaultValue={defaults.code}
                autoComplete="off"
                className="uppercase"
                data-testid="promo-code-input"
              />
            </Field>
            <Field label={t('promo.kind')} error={form.fieldError('kind')} required>
              <Select
                name="kind"
                value={kind}
                onChange={(e) => setKind(e.target.value as PromotionKind)}
                options={PROMOTION_KINDS.map((k) => ({
                  value: k,
                  label: t(`promo.kind.${k}`),
                }))}
              />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {kind === 'free_delivery' ? null : (
              <Field
                label={t(kind === 'percent' ? 'promo.percent' : 'promo.amount')}
                hint={t(kind === 'percent' ? 'promo.percentHint' : 'promo.amountHint')}
                error={form.fieldError('value')}
                required
              >
                <Input
                  name="value"
                  inputMode="decimal"
                  defaultValue={defaults.value}
                  data-testid="promo-value-input"
                />
              </Field>
            )}
            <Field label={t('promo.minSubtotal')} error={form.fieldError('min_subtotal')}>
              <Input name="min_subtotal" inputMode="decimal" defaultValue={defaults.min_subtotal} />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('promo.startsAt')} error={form.fieldError('starts_at')}>
              <Input type="datetime-local" name="starts_at" defaultValue={defaults.starts_at} />
            </Field>
            <Field label={t('promo.endsAt')} error={form.fieldError('ends_at')}>
              <Input type="datetime-local" name="ends_at" defaultValue={defaults.ends_at} />
            </Field>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('promo.usageLimit')}
              hint={t('promo.limitHint')}
              error={form.fieldError('usage_limit')}
            >
              <Input name="usage_limit" inputMode="numeric" defaultValue={defaults.usage_limit} />
            </Field>
            <Field
              label={t('promo.perCustomerLimit')}
              hint={t('promo.limitHint')}
              error={form.fieldError('per_customer_limit')}
            >
              <Input
                name="per_customer_limit"
                inputMode="numeric"
                defaultValue={defaults.per_customer_limit}
              />
            </Field>
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('promo.categories')}</legend>
            <p className="text-sm text-muted">{t('promo.categoriesHint')}</p>
            <div className="max-h-48 overflow-y-auto rounded-md border border-line p-2">
              {options.map(({ category: c, depth }) => (
                <div key={c.id} style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
                  <Checkbox
                    name="category_ids"
                    value={String(c.id)}
                    defaultChecked={defaults.category_ids.has(c.id)}
                    label={categoryName(c, locale)}
                  />
                </div>
              ))}
            </div>
            {form.fieldError('category_ids') ? (
              <p className="text-sm font-medium text-danger-700" role="alert">
                {form.fieldError('category_ids')}
              </p>
            ) : null}
          </fieldset>
          <PromotionProducts
            initial={defaults.product_ids}
            {...(form.fieldError('product_ids') ? { error: form.fieldError('product_ids')! } : {})}
          />
          <Checkbox name="active" defaultChecked={defaults.active} label={t('promo.activeLabel')} />
        </div>
      </form>
    </Dialog>
  );
}

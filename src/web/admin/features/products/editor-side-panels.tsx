import type { AdminProduct } from '#contracts/admin/products';
import { VAT_RATES } from '#domain/checkout/totals';
import { currencyLabel } from '#domain/money';
import type { CategoryOption } from './category-options';
import { optionLabel } from './category-options';
import { Checkbox } from '#web/components/ui/checkbox';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import type { EditorValues } from './editor-values';
import { useProductsT } from './i18n';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { SaleWindowFields, WaitingNote } from './sale-window-fields';

export interface EditorSidePanelsProps {
  values: EditorValues;
  set: <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => void;
  error: (field: string) => string | undefined;
  options: CategoryOption[];
  categoriesPending: boolean;
  archived: boolean;
  /** The saved product (null: a new one): its read-only figures. */
  product: AdminProduct | null;
}

/** The editor's short fields: visibility, price (with its sale window) and stock, SKU and category. */
export function EditorSidePanels({
  values,
  set,
  error,
  options,
  categoriesPending,
  archived,
  product,
}: EditorSidePanelsProps) {
  const t = useProductsT();
  const currency = currencyLabel(useAdminLocale());
  return (
    <>
      <Panel title={t('editor.visibility')} className="md:col-span-2 lg:col-span-1">
        <div className="flex flex-col gap-2 px-5 py-4">
          <Checkbox
            label={t('editor.published')}
            hint={t('editor.publishedHint')}
            checked={values.published}
            disabled={archived}
            onChange={(e) => set('published', e.target.checked)}
          />
          {archived && <p className="text-sm text-muted">{t('editor.archivedHint')}</p>}
        </div>
      </Panel>
      <Panel title={t('editor.pricing')}>
        <div className="flex flex-col gap-4 px-5 py-4">
          <Field label={t('editor.price')} error={error('price')} required>
            <Input
              inputMode="decimal"
              value={values.price}
              onChange={(e) => set('price', e.target.value)}
              trailing={<span className="px-2 text-sm text-muted">{currency}</span>}
            />
          </Field>
          <Field
            label={t('editor.salePrice')}
            hint={t('editor.salePriceHint')}
            error={error('sale_price')}
            optionalText={t('common.optional')}
          >
            <Input
              inputMode="decimal"
              value={values.salePrice}
              onChange={(e) => set('salePrice', e.target.value)}
              trailing={<span className="px-2 text-sm text-muted">{currency}</span>}
            />
          </Field>
          <SaleWindowFields values={values} set={set} error={error} product={product} />
          <Field label={t('editor.stock')} error={error('stock')} required>
            <Input
              inputMode="numeric"
              value={values.stock}
              onChange={(e) => set('stock', e.target.value)}
            />
          </Field>
          <WaitingNote product={product} />
        </div>
      </Panel>
      <Panel title={t('editor.taxDelivery')}>
        <div className="flex flex-col gap-4 px-5 py-4">
          <Field
            label={t('editor.vatRate')}
            hint={t('editor.vatRateHint')}
            error={error('vat_rate')}
          >
            <Select
              value={values.vatRate}
              onChange={(e) => set('vatRate', e.target.value)}
              data-testid="product-vat-rate"
            >
              {VAT_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {rate}%
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox
            label={t('editor.fitsLocker')}
            hint={t('editor.fitsLockerHint')}
            checked={values.fitsLocker}
            error={error('fits_locker')}
            onChange={(e) => set('fitsLocker', e.target.checked)}
            data-testid="product-fits-locker"
          />
          <Checkbox
            label={t('editor.madeToOrder')}
            hint={t('editor.madeToOrderHint')}
            checked={values.madeToOrder}
            error={error('made_to_order')}
            onChange={(e) => set('madeToOrder', e.target.checked)}
            data-testid="product-made-to-order"
          />
        </div>
      </Panel>
      <Panel title={t('editor.organisation')}>
        <div className="flex flex-col gap-4 px-5 py-4">
          <Field label={t('editor.sku')} hint={t('editor.skuHint')} error={error('sku')} required>
            <Input
              value={values.sku}
              maxLength={64}
              spellCheck={false}
              autoCapitalize="characters"
              onChange={(e) => set('sku', e.target.value)}
              className="font-mono"
            />
          </Field>
          <Field label={t('editor.category')} error={error('category_id')} required>
            <Select
              value={values.categoryId}
              onChange={(e) => set('categoryId', e.target.value)}
              placeholder={categoriesPending ? t('common.loading') : t('editor.chooseCategory')}
            >
              {options.map((c) => (
                <option key={c.id} value={c.id}>
                  {optionLabel(c)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </Panel>
    </>
  );
}

import { useId } from 'react';
import type { AdminProduct } from '#contracts/admin/products';
import { formatMoney, fromDecimal } from '#domain/money';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import type { EditorValues } from './editor-values';
import { useProductsT } from './i18n';

export interface SaleWindowFieldsProps {
  values: EditorValues;
  set: <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => void;
  error: (field: string) => string | undefined;
  /** The saved product (null: a new one), for its 30-day lowest price. */
  product: AdminProduct | null;
}

/**
 * Under the sale price: its window (docs/rules.md#scheduled-sales), typed in the browser's local
 * time and sent as UTC instants, and, read-only, the 30-day lowest price the shop shows beside
 * the reduction while it is in force (docs/rules.md#lowest-price).
 */
export function SaleWindowFields({ values, set, error, product }: SaleWindowFieldsProps) {
  const t = useProductsT();
  const locale = useAdminLocale();
  const hint = useId();
  const lowest = product?.price_lowest_30d ?? null;
  return (
    <>
      <fieldset className="flex flex-col gap-3" aria-describedby={hint}>
        <legend className="mb-1 text-sm font-medium text-ink">{t('editor.saleWindow')}</legend>
        <p id={hint} className="-mt-1 text-sm text-muted">
          {t('editor.saleWindowHint')}
        </p>
        <Field
          label={t('editor.saleStartsAt')}
          error={error('sale_starts_at')}
          optionalText={t('common.optional')}
        >
          <Input
            type="datetime-local"
            name="sale_starts_at"
            value={values.saleStartsAt}
            onChange={(e) => set('saleStartsAt', e.currentTarget.value)}
            data-testid="product-sale-starts-at"
          />
        </Field>
        <Field
          label={t('editor.saleEndsAt')}
          error={error('sale_ends_at')}
          optionalText={t('common.optional')}
        >
          <Input
            type="datetime-local"
            name="sale_ends_at"
            value={values.saleEndsAt}
            onChange={(e) => set('saleEndsAt', e.currentTarget.value)}
            data-testid="product-sale-ends-at"
          />
        </Field>
      </fieldset>
      {lowest !== null && (
        <p
          className="rounded-md bg-surface px-3 py-2 text-sm text-muted"
          data-testid="product-lowest-30d"
        >
          {t('editor.lowest30d', { price: formatMoney(fromDecimal(lowest), locale) })}
        </p>
      )}
    </>
  );
}

/** Back-in-stock subscribers waiting for the product, under its stock (only when someone waits). */
export function WaitingNote({ product }: { product: AdminProduct | null }) {
  const t = useProductsT();
  const count = product?.waiting ?? 0;
  if (count <= 0) return null;
  return (
    <p className="text-sm font-medium text-brand-700" data-testid="product-waiting">
      {t('editor.waiting', { count })}
    </p>
  );
}

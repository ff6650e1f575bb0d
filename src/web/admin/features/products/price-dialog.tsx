import { useId, useState } from 'react';
import type { AdminProduct, BulkRounding } from '#contracts/admin/products';
import { formatMoney } from '#domain/money';
import type { Locale } from '#domain/locale';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { BulkDialog, useRun, type DialogBase } from './bulk-dialogs';
import { parsePercent, pricePreview } from './bulk-price';
import { useProductsT } from './i18n';
import { productTitle } from '#web/admin/lib/product-title';

/**
 * Change the selected products' prices by a percentage, with the rounding chosen, and a preview
 * of the first few computed by the server's own rule (bulk-price.ts).
 */
const ROUNDINGS: Array<
  [BulkRounding, 'bulk.price.cent' | 'bulk.price.whole' | 'bulk.price.ends99']
> = [
  ['cent', 'bulk.price.cent'],
  ['whole', 'bulk.price.whole'],
  ['ends_99', 'bulk.price.ends99'],
];

export function PriceDialog({
  products,
  locale,
  ...base
}: DialogBase & { products: AdminProduct[]; locale: Locale }) {
  const t = useProductsT();
  const { open, onClose, onConfirm, count } = base;
  const [text, setText] = useState('');
  const [rounding, setRounding] = useState<BulkRounding>('cent');
  const [touched, setTouched] = useState(false);
  const { pending, error, run } = useRun(onConfirm, onClose);
  const percent = parsePercent(text);
  const name = useId();
  const preview = percent === null ? [] : pricePreview(products, percent, rounding);
  const money = (minor: number) => formatMoney(minor, locale);
  const byId = new Map(products.map((p) => [p.id, p]));

  return (
    <BulkDialog
      open={open}
      onClose={onClose}
      title={t('bulk.price.title', { count })}
      description={t('bulk.price.description')}
      confirmLabel={t('bulk.price.confirm')}
      disabled={percent === null}
      run={() => percent !== null && void run({ action: 'price_percent', percent, rounding })}
      error={error}
      pending={pending}
    >
      <div className="flex flex-col gap-5">
        <Field
          label={t('bulk.price.percent')}
          hint={t('bulk.price.percentHint')}
          error={touched && text && percent === null ? t('bulk.price.percentInvalid') : undefined}
        >
          <Input
            inputMode="decimal"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
            trailing={<span className="px-2 text-muted">%</span>}
            className="max-w-44"
          />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">
            {t('bulk.price.rounding')}
          </legend>
          <div className="flex flex-col gap-1">
            {ROUNDINGS.map(([value, key]) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2.5 py-1 text-[0.9375rem]"
              >
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={rounding === value}
                  onChange={() => setRounding(value)}
                  className="size-4.5 accent-brand-700"
                />
                {t(key)}
              </label>
            ))}
          </div>
        </fieldset>
        <section aria-live="polite">
          <h3 className="mb-2 text-sm font-medium text-ink">
            {t('bulk.price.preview', { shown: preview.length || Math.min(5, count), count })}
          </h3>
          {preview.length === 0 ? (
            <p className="rounded-md bg-surface px-3 py-4 text-sm text-muted">
              {t('bulk.price.previewEmpty')}
            </p>
          ) : (
            <table className="w-full text-sm">
              <thead className="border-b border-line text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="py-1.5 text-left font-semibold">
                    {t('list.col.product')}
                  </th>
                  <th scope="col" className="py-1.5 text-right font-semibold">
                    {t('bulk.price.now')}
                  </th>
                  <th scope="col" className="py-1.5 text-right font-semibold">
                    {t('bulk.price.after')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {preview.map((row) => (
                  <tr key={row.id}>
                    <td className="max-w-48 truncate py-2 pr-2">
                      {byId.get(row.id) ? productTitle(byId.get(row.id)!, locale) : row.sku}
                    </td>
                    <td className="py-2 text-right whitespace-nowrap text-muted">
                      {money(row.price)}
                      {row.sale !== null && (
                        <div className="text-xs text-sale-700">{money(row.sale)}</div>
                      )}
                    </td>
                    <td className="py-2 text-right font-semibold whitespace-nowrap">
                      {money(row.newPrice)}
                      {row.newSale !== null && (
                        <div className="text-xs text-sale-700">{money(row.newSale)}</div>
                      )}
                      {row.saleEnds && (
                        <div className="text-xs font-medium text-warning-700">
                          {t('bulk.price.saleEnds')}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </BulkDialog>
  );
}

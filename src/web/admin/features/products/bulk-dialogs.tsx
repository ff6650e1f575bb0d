import { useId, useRef, useState, type ReactNode } from 'react';
import type { AdminProduct, BulkRounding } from '../../../../contracts/admin/products';
import { formatMoney } from '../../../../domain/money';
import type { Locale } from '../../../../domain/locale';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { parsePercent, pricePreview } from './bulk-price';
import { optionLabel, type CategoryOption } from './category-options';
import type { ProductsT } from './i18n';
import { productTitle } from './product-cells';

/** What a dialog sends: the action's own fields (the ids are added by the bar). */
export type BulkChoice =
  | { action: 'move'; category_id: number }
  | { action: 'price_percent'; percent: number; rounding: BulkRounding }
  | { action: 'delete' };

interface DialogBase {
  open: boolean;
  onClose: () => void;
  /** Runs the action; a rejection's text is shown in the dialog, which stays open. */
  onConfirm: (choice: BulkChoice) => Promise<void>;
  count: number;
  t: ProductsT;
}

/** The common frame: Cancel first (focused, so a habitual Enter does nothing), then the action. */
function BulkDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  disabled,
  run,
  error,
  pending,
  t,
  children,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  disabled?: boolean;
  run: () => void;
  error: string | null;
  pending: boolean;
  t: ProductsT;
  children: ReactNode;
  testId: string;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={t('common.close')}
      initialFocusRef={cancel}
      dismissible={!pending}
      size="md"
      data-testid={testId}
      footer={
        <>
          <Button ref={cancel} variant="secondary" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button variant={tone} loading={pending} disabled={disabled} onClick={run}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormMessage message={error} />
      {children}
    </Dialog>
  );
}

/** Runs a confirm, keeping its pending state and error text. */
function useRun(onConfirm: DialogBase['onConfirm'], onClose: () => void) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return {
    pending,
    error,
    setError,
    async run(choice: BulkChoice) {
      setPending(true);
      setError(null);
      try {
        await onConfirm(choice);
        onClose();
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setPending(false);
      }
    },
  };
}

export function MoveDialog({ categories, ...base }: DialogBase & { categories: CategoryOption[] }) {
  const { open, onClose, onConfirm, count, t } = base;
  const [categoryId, setCategoryId] = useState('');
  const { pending, error, run } = useRun(onConfirm, onClose);
  return (
    <BulkDialog
      open={open}
      onClose={onClose}
      title={t('bulk.move.title', { count })}
      confirmLabel={t('bulk.move.confirm')}
      disabled={!categoryId}
      run={() => void run({ action: 'move', category_id: Number(categoryId) })}
      error={error}
      pending={pending}
      t={t}
      testId="bulk-move-dialog"
    >
      <Field label={t('bulk.move.category')}>
        <Select
          value={categoryId}
          onChange={(e) => setCategoryId(e.target.value)}
          placeholder={t('editor.chooseCategory')}
          options={categories.map((c) => ({ value: String(c.id), label: optionLabel(c) }))}
        />
      </Field>
    </BulkDialog>
  );
}

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
  const { open, onClose, onConfirm, count, t } = base;
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
      t={t}
      testId="bulk-price-dialog"
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
            <table className="w-full text-sm" data-testid="bulk-price-preview">
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

export function DeleteDialog(base: DialogBase) {
  const { open, onClose, onConfirm, count, t } = base;
  const { pending, error, run } = useRun(onConfirm, onClose);
  return (
    <BulkDialog
      open={open}
      onClose={onClose}
      title={t('bulk.delete.title', { count })}
      confirmLabel={t('bulk.delete.confirm', { count })}
      tone="danger"
      run={() => void run({ action: 'delete' })}
      error={error}
      pending={pending}
      t={t}
      testId="bulk-delete-dialog"
    >
      <div className="flex flex-col gap-3 text-[0.9375rem]">
        <p>{t('bulk.delete.text')}</p>
        <p className="rounded-md border border-warning-700/20 bg-warning-50 px-3 py-2.5 text-sm text-ink">
          {t('bulk.delete.archiveNote')}
        </p>
      </div>
    </BulkDialog>
  );
}

import { useState } from 'react';
import type { AdminProduct, ProductBulkResponse } from '#contracts/admin/products';
import type { Locale } from '#domain/locale';
import { Button } from '#web/components/ui/button';
import { CloseIcon, TrashIcon } from '#web/components/ui/icons';
import { DeleteDialog, MoveDialog, type BulkChoice } from './bulk-dialogs';
import { PriceDialog } from './price-dialog';
import { ManufacturerDialog } from './manufacturer-dialog';
import { GroupSelectedButton } from '../product-groups/group-panel';
import type { CategoryOption } from './category-options';
import { errorText, useProductsT, type ProductsT } from './i18n';
import { useBulkProducts } from './product-queries';
import { ApiError } from '#web/admin/lib/api';

export interface BulkBarProps {
  selected: AdminProduct[];
  categories: CategoryOption[];
  onClear: () => void;
  /** After a successful action: the result in words, for the page's status line. */
  onDone: (message: string) => void;
  locale: Locale;
}

type Open = 'move' | 'price' | 'manufacturer' | 'delete' | null;

/** A failed bulk call in words: the field map's first message, or the status's meaning. */
export function bulkErrorText(t: ProductsT, error: unknown): string {
  if (!(error instanceof ApiError)) return t('err.generic');
  const [field, messages] = Object.entries(error.fields)[0] ?? [];
  if (error.status === 422 && field && messages?.[0]) return errorText(t, field, messages[0]);
  if (error.status === 0) return t('err.network');
  if (error.status === 403) return t('err.forbidden');
  if (error.status >= 500) return t('err.server');
  return typeof error.errors === 'string' && error.errors ? error.errors : t('err.generic');
}

/** The result of a bulk action in words ("12 updated, 2 archived"). */
export function bulkResultText(t: ProductsT, result: ProductBulkResponse): string {
  const parts: string[] = [];
  if (result.updated) parts.push(t('bulk.result.updated', { count: result.updated }));
  if (result.deleted) parts.push(t('bulk.result.deleted', { count: result.deleted }));
  if (result.archived) parts.push(t('bulk.result.archived', { count: result.archived }));
  if (result.sale_removed) parts.push(t('bulk.result.saleRemoved', { count: result.sale_removed }));
  return parts.length ? parts.join(' · ') : t('bulk.result.none');
}

/**
 * What can be done with the selected products. Publishing and unpublishing happen at once (they
 * are undone as easily); moving, repricing and deleting ask first, in a dialog.
 */
export function BulkBar({ selected, categories, onClear, onDone, locale }: BulkBarProps) {
  const t = useProductsT();
  const bulk = useBulkProducts();
  const [open, setOpen] = useState<Open>(null);
  // Each opening starts a fresh dialog (no error or input left from the last time).
  const [opening, setOpening] = useState(0);
  const [pending, setPending] = useState<'publish' | 'unpublish' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ids = selected.map((p) => p.id);
  const count = selected.length;

  async function send(choice: BulkChoice | { action: 'publish' | 'unpublish' }) {
    try {
      const result = await bulk.mutateAsync({ ...choice, ids });
      setError(null);
      onDone(bulkResultText(t, result));
    } catch (e) {
      throw new Error(bulkErrorText(t, e));
    }
  }

  async function publish(action: 'publish' | 'unpublish') {
    setPending(action);
    setError(null);
    try {
      await send({ action });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setPending(null);
    }
  }

  const show = (which: Open) => {
    setOpening((n) => n + 1);
    setOpen(which);
  };
  const close = () => setOpen(null);

  return (
    <div
      role="region"
      aria-label={t('bulk.label')}
      className="sticky top-16 z-20 flex flex-col gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 shadow-card"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="font-semibold text-brand-800" aria-live="polite">
          {t('bulk.selected', { count })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            variant="secondary"
            loading={pending === 'publish'}
            onClick={() => void publish('publish')}
          >
            {t('bulk.publish')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={pending === 'unpublish'}
            onClick={() => void publish('unpublish')}
          >
            {t('bulk.unpublish')}
          </Button>
          <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={() => show('move')}>
            {t('bulk.move')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => show('price')}
          >
            {t('bulk.price')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-haspopup="dialog"
            onClick={() => show('manufacturer')}
            data-testid="bulk-set-manufacturer"
          >
            {t('bulk.setManufacturer')}
          </Button>
          <GroupSelectedButton products={selected} />
          <Button
            size="sm"
            variant="secondary"
            aria-haspopup="dialog"
            icon={<TrashIcon size={16} />}
            className="text-danger-700! hover:border-danger-700 hover:bg-danger-50"
            onClick={() => show('delete')}
          >
            {t('bulk.delete')}
          </Button>
        </div>
        <Button
          size="sm"
          variant="ghost"
          icon={<CloseIcon size={16} />}
          className="ml-auto"
          onClick={onClear}
        >
          {t('bulk.clear')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}

      <MoveDialog
        key={`move-${opening}`}
        open={open === 'move'}
        onClose={close}
        onConfirm={send}
        count={count}
        categories={categories}
      />
      <PriceDialog
        key={`price-${opening}`}
        open={open === 'price'}
        onClose={close}
        onConfirm={send}
        count={count}
        products={selected}
        locale={locale}
      />
      <ManufacturerDialog
        key={`manufacturer-${opening}`}
        open={open === 'manufacturer'}
        onClose={close}
        onConfirm={send}
        count={count}
      />
      <DeleteDialog
        key={`delete-${opening}`}
        open={open === 'delete'}
        onClose={close}
        onConfirm={send}
        count={count}
      />
    </div>
  );
}

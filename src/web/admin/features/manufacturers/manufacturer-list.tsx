import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { PencilIcon, PlusIcon, TrashIcon } from '#web/components/ui/icons';
import { useToast } from '#web/components/ui/toast';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { DataTable } from '#web/admin/components/data-table';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { ApiError } from '#web/admin/lib/api';
import { countryName } from './countries';
import { useManufacturersT } from './i18n';
import { ManufacturerEditor, type ManufacturerEditorState } from './manufacturer-editor';
import {
  useManufacturerMutations,
  useManufacturers,
  type AdminManufacturer,
} from './manufacturer-queries';
import { isInEu } from '#domain/product-safety/countries';

const column = createColumnHelper<AdminManufacturer>();

/** The shop's manufacturers and EU responsible persons: add, edit, delete (when unused). */
export function ManufacturerList({ defaultId }: { defaultId: number | null }) {
  const t = useManufacturersT();
  const at = useAdminT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const list = useManufacturers();
  const calls = useManufacturerMutations();
  const [editor, setEditor] = useState<ManufacturerEditorState>(null);
  const [removing, setRemoving] = useState<AdminManufacturer | null>(null);

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: t('mf.name'),
        cell: ({ row }) => (
          <span className="block min-w-40">
            <span className="block font-medium text-ink">{row.original.name}</span>
            <span className="block text-xs text-muted">{row.original.email}</span>
            {row.original.id === defaultId && (
              <span className="mt-1 block">
                <Badge tone="brand">{t('mf.default')}</Badge>
              </span>
            )}
          </span>
        ),
      }),
      column.display({
        id: 'address',
        header: t('mf.address'),
        meta: { wideOnly: true },
        cell: ({ row }) => (
          <span className="block min-w-40 text-sm">
            {row.original.street}, {row.original.postal_code} {row.original.city}
          </span>
        ),
      }),
      column.accessor('country', {
        header: t('mf.country'),
        cell: ({ getValue }) => (
          <span className="flex flex-wrap items-center gap-1.5">
            <span>{countryName(getValue(), locale)}</span>
            <Badge tone={isInEu(getValue()) ? 'success' : 'warning'}>
              {isInEu(getValue()) ? t('mf.eu') : t('mf.outsideEu')}
            </Badge>
          </span>
        ),
      }),
      column.accessor('products', {
        header: t('mf.products'),
        meta: { align: 'right' },
        cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
      }),
      column.display({
        id: 'actions',
        header: at('common.actions'),
        meta: { align: 'right', hideHeader: true },
        cell: ({ row }) => (
          <span className="inline-flex gap-1">
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('mf.editOf', { name: row.original.name })}
              title={at('common.edit')}
              aria-haspopup="dialog"
              onClick={() => setEditor({ mode: 'edit', item: row.original })}
              data-testid="mf-edit"
            >
              <PencilIcon size={18} />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-danger-700 hover:bg-danger-50"
              aria-label={t('mf.deleteOf', { name: row.original.name })}
              title={at('common.delete')}
              aria-haspopup="dialog"
              onClick={() => setRemoving(row.original)}
              data-testid="mf-delete"
            >
              <TrashIcon size={18} />
            </Button>
          </span>
        ),
      }),
    ],
    [t, at, locale, defaultId],
  );

  if (list.isError) {
    return (
      <LoadFailed
        text={at('common.loadFailed')}
        retry={at('common.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const removingName = removing?.name ?? '';
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button
          icon={<PlusIcon size={18} />}
          aria-haspopup="dialog"
          onClick={() => setEditor({ mode: 'create' })}
          data-testid="mf-add"
        >
          {t('mf.add')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        data={list.data}
        caption={t('mf.caption')}
        getRowId={(m) => String(m.id)}
        rowProps={(m) => ({ 'data-name': m.name })}
        empty={
          <>
            <span className="block font-semibold text-ink">{t('mf.empty')}</span>
            <span className="mt-1 block">{t('mf.emptyText')}</span>
          </>
        }
      />
      <ManufacturerEditor state={editor} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('mf.deleteOf', { name: removingName })}
        confirmLabel={at('common.delete')}
        onConfirm={async () => {
          if (!removing) return;
          await calls.remove(removing.id);
          toast({ tone: 'success', title: t('mf.deleted', { name: removingName }) });
        }}
        describeError={(error) =>
          error instanceof ApiError && error.code === 'manufacturer_in_use'
            ? t('mf.inUse', { name: removingName })
            : null
        }
      >
        <p>{t('mf.deleteConfirm', { name: removingName })}</p>
      </ConfirmDialog>
    </div>
  );
}

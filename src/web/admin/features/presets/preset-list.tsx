import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { Button, buttonClasses } from '#web/components/ui/button';
import { EmptyState, LoadFailed } from '#web/components/ui/empty-state';
import { Field } from '#web/components/ui/field';
import { PencilIcon, PlusIcon, TrashIcon } from '#web/components/ui/icons';
import { Select } from '#web/components/ui/select';
import { useToast } from '#web/components/ui/toast';
import { ExternalIcon, FilterIcon } from '#web/admin/components/admin-icons';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { DataTable } from '#web/admin/components/data-table';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { categoryName, useCategories } from '../categories/category-queries';
import { buildTree, flatten } from '../categories/tree';
import { PresetEditor, type PresetEditorState } from './preset-editor';
import { presetName, usePresetMutations, usePresets, type AdminPreset } from './preset-queries';
import { usePresetsT } from './i18n';

const column = createColumnHelper<AdminPreset>();

/** The category whose presets are shown: the address's `category`, so a link can open it. */
function useCategoryParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('category'));
  const set = (next: number | null) =>
    setParams(next === null ? {} : { category: String(next) }, { replace: true });
  return [Number.isInteger(id) && id > 0 ? id : null, set];
}

/** Presets of one category: choose the category, then add, edit or delete its presets. */
export function PresetList() {
  const t = usePresetsT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const categories = useCategories();
  const [categoryId, setCategoryId] = useCategoryParam();
  const presets = usePresets(categoryId);
  const calls = usePresetMutations();
  const [editor, setEditor] = useState<PresetEditorState>(null);
  const [removing, setRemoving] = useState<AdminPreset | null>(null);
  const options = useMemo(() => flatten(buildTree(categories.data ?? [])), [categories.data]);

  const columns = useMemo(
    () => [
      column.display({
        id: 'title',
        header: adminT('common.title'),
        cell: ({ row }) => (
          <span className="font-medium text-ink">{presetName(row.original, locale)}</span>
        ),
      }),
      column.display({
        id: 'slug',
        header: adminT('common.slug'),
        cell: ({ row }) => (
          <span className="font-mono text-xs text-muted">
            {row.original.translations[locale]?.slug ?? row.original.translations.pl?.slug}
          </span>
        ),
      }),
      column.accessor('filters', {
        header: t('presets.filters'),
        cell: ({ getValue }) => {
          const entries = Object.entries(getValue());
          if (entries.length === 0)
            return <span className="text-muted">{t('presets.filtersNone')}</span>;
          return (
            <span className="flex flex-wrap gap-1">
              {entries.map(([key, values]) => (
                <code key={key} className="rounded-sm bg-canvas px-1.5 py-0.5 text-xs text-ink">
                  {key}={values.join(key === 'price' ? '–' : ', ')}
                </code>
              ))}
            </span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: adminT('common.actions'),
        meta: { align: 'right', hideHeader: true },
        cell: ({ row }) => {
          const name = presetName(row.original, locale);
          return (
            <span className="inline-flex gap-1">
              <a
                href={row.original.urls[locale]}
                target="_blank"
                rel="noopener"
                aria-label={t('presets.openOf', { name })}
                title={t('presets.openOf', { name })}
                className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
              >
                <ExternalIcon size={18} />
              </a>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('presets.editOf', { name })}
                title={adminT('common.edit')}
                onClick={() => setEditor({ mode: 'edit', preset: row.original })}
              >
                <PencilIcon size={18} />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                className="text-danger-700 hover:bg-danger-50"
                aria-label={t('presets.deleteOf', { name })}
                title={adminT('common.delete')}
                onClick={() => setRemoving(row.original)}
              >
                <TrashIcon size={18} />
              </Button>
            </span>
          );
        },
      }),
    ],
    [t, adminT, locale],
  );

  if (categories.isError || presets.isError) {
    return (
      <LoadFailed
        text={adminT('common.loadFailed')}
        retry={adminT('common.retry')}
        onRetry={() => void (categories.isError ? categories.refetch() : presets.refetch())}
      />
    );
  }
  const removingName = removing ? presetName(removing, locale) : '';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-lg border border-line bg-white p-4 shadow-card">
        <Field label={t('presets.category')} className="w-full max-w-sm">
          <Select
            value={categoryId === null ? '' : String(categoryId)}
            onChange={(e) => setCategoryId(e.target.value ? Number(e.target.value) : null)}
            disabled={!categories.data}
          >
            <option value="">{t('presets.chooseCategory')}</option>
            {options.map(({ category, depth }) => (
              <option key={category.id} value={category.id}>
                {`${'\u00a0\u00a0\u00a0'.repeat(depth)}${categoryName(category, locale)}`}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          icon={<PlusIcon size={18} />}
          aria-haspopup="dialog"
          disabled={categoryId === null}
          onClick={() => categoryId !== null && setEditor({ mode: 'create', categoryId })}
        >
          {t('presets.add')}
        </Button>
      </div>

      {categoryId === null ? (
        <EmptyState
          icon={<FilterIcon size={28} />}
          title={t('presets.title')}
          text={t('presets.noCategory')}
        />
      ) : (
        <DataTable
          columns={columns}
          data={presets.data}
          caption={t('presets.title')}
          getRowId={(p) => String(p.id)}
          empty={
            <>
              <span className="block font-semibold text-ink">{t('presets.empty')}</span>
              <span className="mt-1 block">{t('presets.emptyText')}</span>
            </>
          }
        />
      )}

      <PresetEditor state={editor} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('presets.deleteOf', { name: removingName })}
        confirmLabel={adminT('common.delete')}
        onConfirm={async () => {
          if (!removing) return;
          await calls.remove(removing.id);
          toast({ tone: 'success', title: t('presets.deleted', { name: removingName }) });
        }}
      >
        <p>{t('presets.deleteConfirm', { name: removingName })}</p>
      </ConfirmDialog>
    </div>
  );
}

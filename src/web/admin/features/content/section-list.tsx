import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { Button } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { PencilIcon, PlusIcon, TrashIcon } from '#web/components/ui/icons';
import { useToast } from '#web/components/ui/toast';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { DataTable } from '#web/admin/components/data-table';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { ApiError } from '#web/admin/lib/api';
import { useContentMutations, useSections, type AdminSection } from './content-queries';
import { useContentT } from './i18n';
import { SectionDialog, type SectionDialogState } from './section-dialog';

const column = createColumnHelper<AdminSection>();

/** The sections of blog and news: add, edit, delete (only an empty one goes). */
export function SectionList() {
  const t = useContentT();
  const at = useAdminT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const sections = useSections();
  const calls = useContentMutations();
  const [dialog, setDialog] = useState<SectionDialogState>(null);
  const [removing, setRemoving] = useState<AdminSection | null>(null);
  const name = (s: AdminSection) => s.translations[locale].title || s.translations.pl.title;

  const columns = useMemo(
    () => [
      column.display({
        id: 'title',
        header: at('common.title'),
        cell: ({ row }) => <span className="font-medium text-ink">{name(row.original)}</span>,
      }),
      column.accessor('kind', {
        header: t('posts.kind'),
        cell: ({ getValue }) => t(`kind.${getValue()}`),
      }),
      column.display({
        id: 'slug',
        header: at('common.slug'),
        cell: ({ row }) => (
          <span className="font-mono text-xs text-muted">
            {row.original.translations[locale].slug}
          </span>
        ),
      }),
      column.accessor('position', {
        header: t('sections.position'),
        meta: { align: 'right' },
      }),
      column.accessor('post_count', {
        header: t('sections.posts'),
        meta: { align: 'right' },
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
              aria-label={t('sections.editOf', { name: name(row.original) })}
              title={at('common.edit')}
              onClick={() => setDialog({ mode: 'edit', section: row.original })}
            >
              <PencilIcon size={18} />
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              className="text-danger-700 hover:bg-danger-50"
              aria-label={t('sections.deleteOf', { name: name(row.original) })}
              title={at('common.delete')}
              onClick={() => setRemoving(row.original)}
            >
              <TrashIcon size={18} />
            </Button>
          </span>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, at, locale],
  );

  if (sections.isError)
    return (
      <LoadFailed
        text={at('common.loadFailed')}
        retry={at('common.retry')}
        onRetry={() => void sections.refetch()}
      />
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button
          icon={<PlusIcon size={18} />}
          aria-haspopup="dialog"
          onClick={() => setDialog({ mode: 'create' })}
        >
          {t('sections.new')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        data={sections.data}
        caption={t('sections.caption')}
        getRowId={(s) => String(s.id)}
        rowProps={(s) => ({ 'data-section-id': String(s.id) })}
        empty={t('sections.empty')}
      />
      <SectionDialog state={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('sections.deleteTitle')}
        confirmLabel={at('common.delete')}
        describeError={(error) =>
          error instanceof ApiError && error.status === 409 ? t('sections.notEmpty') : null
        }
        onConfirm={async () => {
          if (!removing) return;
          await calls.removeSection(removing.id);
          toast({ tone: 'success', title: t('sections.deleted') });
        }}
      >
        <p>{t('sections.deleteText', { name: removing ? name(removing) : '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { formatMoney, fromDecimal } from '#domain/money';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { PencilIcon, PlusIcon, TrashIcon } from '#web/components/ui/icons';
import { useToast } from '#web/components/ui/toast';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { DataTable } from '#web/admin/components/data-table';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import {
  DeliveryMethodEditor,
  methodName,
  type DeliveryEditorState,
} from './delivery-method-editor';
import {
  useDeliveryMethodMutations,
  useDeliveryMethods,
  useReorderDeliveryMethods,
  type AdminDeliveryMethod,
} from './delivery-queries';
import { useDeliveryT } from './i18n';

const column = createColumnHelper<AdminDeliveryMethod>();

/** The shop's delivery methods in display order: add, edit, move up or down, delete. */
export function DeliveryMethodList() {
  const t = useDeliveryT();
  const at = useAdminT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const methods = useDeliveryMethods();
  const calls = useDeliveryMethodMutations();
  const reorder = useReorderDeliveryMethods();
  const [editor, setEditor] = useState<DeliveryEditorState>(null);
  const [removing, setRemoving] = useState<AdminDeliveryMethod | null>(null);
  const money = (amount: number) => formatMoney(fromDecimal(amount), locale);
  const list = methods.data;

  const columns = useMemo(
    () => [
      column.display({
        id: 'title',
        header: t('dm.name'),
        cell: ({ row }) => (
          <span className="block min-w-36">
            <span className="block font-medium text-ink">{methodName(row.original, locale)}</span>
            <span className="block font-mono text-xs text-muted">{row.original.code}</span>
          </span>
        ),
      }),
      column.accessor('kind', {
        header: t('dm.kind'),
        cell: ({ getValue }) => t(`dm.kind.${getValue()}`),
      }),
      column.accessor('price', {
        header: t('dm.price'),
        meta: { align: 'right' },
        cell: ({ getValue }) => (
          <span className="whitespace-nowrap tabular-nums">{money(getValue())}</span>
        ),
      }),
      column.accessor('free_from', {
        header: t('dm.freeFrom'),
        meta: { align: 'right', wideOnly: true },
        cell: ({ getValue }) => {
          const v = getValue();
          return (
            <span className="whitespace-nowrap tabular-nums">
              {v === null ? t('dm.none') : money(v)}
            </span>
          );
        },
      }),
      column.accessor('cod', {
        header: t('dm.cod'),
        meta: { wideOnly: true },
        cell: ({ getValue }) => (getValue() ? t('dm.yes') : t('dm.no')),
      }),
      column.accessor('active', {
        header: t('dm.active'),
        cell: ({ getValue }) => (
          <Badge tone={getValue() ? 'success' : 'neutral'}>
            {getValue() ? t('dm.yes') : t('dm.no')}
          </Badge>
        ),
      }),
      column.accessor('position', {
        header: t('dm.position'),
        meta: { align: 'right', wideOnly: true },
        cell: ({ getValue }) => <span className="tabular-nums">{getValue()}</span>,
      }),
      column.display({
        id: 'actions',
        header: at('common.actions'),
        meta: { align: 'right', hideHeader: true },
        cell: ({ row }) => {
          const name = methodName(row.original, locale);
          const index = row.index;
          const count = list?.length ?? 0;
          const move = (step: -1 | 1) =>
            list && reorder.mutate({ methods: list, id: row.original.id, step });
          return (
            <span className="inline-flex gap-1">
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('dm.up', { name })}
                title={t('dm.up', { name })}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(-1)}
                data-testid="dm-up"
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('dm.down', { name })}
                title={t('dm.down', { name })}
                disabled={index === count - 1 || reorder.isPending}
                onClick={() => move(1)}
                data-testid="dm-down"
              >
                <span aria-hidden="true">↓</span>
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={t('dm.editOf', { name })}
                title={at('common.edit')}
                aria-haspopup="dialog"
                onClick={() => setEditor({ mode: 'edit', method: row.original })}
                data-testid="dm-edit"
              >
                <PencilIcon size={18} />
              </Button>
              <Button
                variant="ghost"
                size="icon-sm"
                className="text-danger-700 hover:bg-danger-50"
                aria-label={t('dm.deleteOf', { name })}
                title={at('common.delete')}
                aria-haspopup="dialog"
                onClick={() => setRemoving(row.original)}
                data-testid="dm-delete"
              >
                <TrashIcon size={18} />
              </Button>
            </span>
          );
        },
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- money follows locale
    [t, at, locale, list, reorder.isPending],
  );

  if (methods.isError) {
    return (
      <LoadFailed
        text={at('common.loadFailed')}
        retry={at('common.retry')}
        onRetry={() => void methods.refetch()}
      />
    );
  }
  const removingName = removing ? methodName(removing, locale) : '';
  const nextPosition = ((list ?? []).reduce((max, m) => Math.max(max, m.position), 0) || 0) + 10;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button
          icon={<PlusIcon size={18} />}
          aria-haspopup="dialog"
          onClick={() => setEditor({ mode: 'create', position: nextPosition })}
          data-testid="dm-add"
        >
          {t('dm.add')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        data={list}
        caption={t('dm.caption')}
        getRowId={(m) => String(m.id)}
        rowProps={(m) => ({ 'data-code': m.code })}
        refreshing={reorder.isPending}
        empty={
          <>
            <span className="block font-semibold text-ink">{t('dm.empty')}</span>
            <span className="mt-1 block">{t('dm.emptyText')}</span>
          </>
        }
      />
      <DeliveryMethodEditor state={editor} onClose={() => setEditor(null)} />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('dm.deleteOf', { name: removingName })}
        confirmLabel={at('common.delete')}
        onConfirm={async () => {
          if (!removing) return;
          await calls.remove(removing.id);
          toast({ tone: 'success', title: t('dm.deleted', { name: removingName }) });
        }}
      >
        <p>{t('dm.deleteConfirm', { name: removingName })}</p>
      </ConfirmDialog>
    </div>
  );
}

import { useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import type { Promotion } from '#contracts/admin/promotions';
import { formatMoney, fromDecimal } from '#domain/money';
import { Badge } from '#web/components/ui/badge';
import { Button } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { PencilIcon, TrashIcon } from '#web/components/ui/icons';
import { useToast } from '#web/components/ui/toast';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { DataTable } from '#web/admin/components/data-table';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { formatDateTime, formatNumber } from '#web/admin/lib/format';
import { usePromotionsT } from './i18n';
import { usePromotionMutations, usePromotions } from './promotion-queries';

const column = createColumnHelper<Promotion>();

/** Every code with its kind, value, dates, limits, uses and revenue; edited in a dialog. */
export function PromotionTable({ onEdit }: { onEdit: (p: Promotion) => void }) {
  const t = usePromotionsT();
  const common = useAdminT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const list = usePromotions();
  const { remove } = usePromotionMutations();
  const [deleting, setDeleting] = useState<Promotion | null>(null);

  const columns = useMemo(() => {
    const money = (value: number) => formatMoney(fromDecimal(value), locale);
    const value = (p: Promotion) =>
      p.kind === 'percent'
        ? `${formatNumber(locale, p.value)}%`
        : p.kind === 'fixed'
          ? money(p.value)
          : null;
    const dates = (p: Promotion) => {
      const from = p.starts_at
        ? t('promo.from', { date: formatDateTime(locale, p.starts_at) })
        : '';
      const until = p.ends_at ? t('promo.until', { date: formatDateTime(locale, p.ends_at) }) : '';
      return [from, until].filter(Boolean).join(' ') || t('promo.always');
    };
    const limit = (n: number | null) => (n === null ? t('promo.noLimit') : formatNumber(locale, n));
    return [
      column.accessor('code', {
        header: t('promo.code'),
        cell: ({ getValue }) => <span className="font-mono font-medium">{getValue()}</span>,
      }),
      column.accessor('kind', {
        header: t('promo.kind'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {t(`promo.kind.${row.original.kind}`)}
            {value(row.original) === null ? null : (
              <span className="block text-sm text-muted">{value(row.original)}</span>
            )}
          </span>
        ),
      }),
      column.display({
        id: 'dates',
        header: t('promo.dates'),
        cell: ({ row }) => <span className="text-sm">{dates(row.original)}</span>,
        meta: { wideOnly: true },
      }),
      column.display({
        id: 'limits',
        header: t('promo.limits'),
        cell: ({ row }) => (
          <span className="text-sm">
            {t('promo.limitsCell', {
              total: limit(row.original.usage_limit),
              each: limit(row.original.per_customer_limit),
            })}
            {row.original.min_subtotal !== null ? (
              <span className="block text-muted">≥ {money(row.original.min_subtotal)}</span>
            ) : null}
          </span>
        ),
        meta: { wideOnly: true },
      }),
      column.accessor('used', {
        header: t('promo.used'),
        cell: ({ getValue }) => formatNumber(locale, getValue()),
        meta: { align: 'right' },
      }),
      column.accessor('revenue', {
        header: t('promo.revenue'),
        cell: ({ getValue }) => <span className="whitespace-nowrap">{money(getValue())}</span>,
        meta: { align: 'right' },
      }),
      column.accessor('active', {
        header: t('promo.active'),
        cell: ({ getValue }) =>
          getValue() ? (
            <Badge tone="success">{t('promo.on')}</Badge>
          ) : (
            <Badge tone="neutral">{t('promo.off')}</Badge>
          ),
      }),
      column.display({
        id: 'actions',
        header: common('common.actions'),
        meta: { align: 'right', hideHeader: true },
        cell: ({ row }) => (
          <span className="inline-flex gap-2">
            <Button
              variant="ghost"
              size="sm"
              icon={<PencilIcon size={16} />}
              aria-label={t('promo.editOf', { code: row.original.code })}
              aria-haspopup="dialog"
              onClick={() => onEdit(row.original)}
            />
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon size={16} />}
              aria-label={t('promo.deleteOf', { code: row.original.code })}
              aria-haspopup="dialog"
              onClick={() => setDeleting(row.original)}
            />
          </span>
        ),
      }),
    ];
  }, [t, common, locale, onEdit]);

  if (list.isError) {
    return (
      <LoadFailed
        text={t('promo.loadFailed')}
        retry={common('common.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <>
      <DataTable
        columns={columns}
        data={list.data}
        caption={t('promo.caption')}
        empty={t('promo.empty')}
        getRowId={(p) => String(p.id)}
        rowProps={(p) => ({ 'data-testid': `promotion-row-${p.code}` })}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t('promo.deleteTitle', { code: deleting.code }) : ''}
        confirmLabel={t('promo.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          await remove(deleting.id);
          toast({ tone: 'success', title: t('promo.deleted', { code: deleting.code }) });
          setDeleting(null);
        }}
      >
        {t('promo.deleteText')}
      </ConfirmDialog>
    </>
  );
}

import type { OrderHistoryEntry } from '#contracts/admin/orders';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { formatDateTime } from '#web/admin/lib/format';
import { useOrdersT } from './i18n';

/** Every status change, oldest first: when, what, and which staff member (none: the shopper). */
export function OrderHistory({ history }: { history: OrderHistoryEntry[] }) {
  const t = useOrdersT();
  const locale = useAdminLocale();
  return (
    <ol className="flex flex-col gap-3 px-5 py-4 text-sm" data-testid="order-history">
      {history.map((h, i) => (
        <li key={i} className="border-l-2 border-brand-200 pl-3" data-status={h.to_status}>
          <span className="block font-medium text-ink">
            {h.from_status
              ? t('history.move', {
                  from: t(`status.${h.from_status}`),
                  to: t(`status.${h.to_status}`),
                })
              : t('history.placed')}
          </span>
          <span className="block text-xs text-muted">
            <time dateTime={h.created_at}>{formatDateTime(locale, h.created_at)}</time>
            {h.staff_email && <> · {t('history.by', { email: h.staff_email })}</>}
          </span>
          {(h.carrier || h.tracking_number) && (
            <span className="block text-xs text-muted">
              {[h.carrier, h.tracking_number].filter(Boolean).join(' · ')}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

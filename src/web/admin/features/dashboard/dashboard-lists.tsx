import { Link } from 'react-router';
import type { Dashboard } from '#contracts/admin/dashboard';
import { Badge } from '#web/components/ui/badge';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { useDashboardT } from './i18n';
import { formatNumber } from '#web/admin/lib/format';
import { money } from './money';
import { ORDER_STATUSES } from '#domain/orders/order-statuses';

export function OrdersByStatus({ byStatus }: { byStatus: Dashboard['by_status'] }) {
  const t = useDashboardT();
  const locale = useAdminLocale();
  return (
    <Panel title={t('dash.byStatus')} description={t('dash.byStatusNote')}>
      <dl className="divide-y divide-line">
        {ORDER_STATUSES.map((status) => (
          <div key={status} className="flex items-center justify-between gap-3 px-5 py-2.5">
            <dt>{t(`dash.status.${status}`)}</dt>
            <dd className="font-semibold tabular-nums" data-testid={`dashboard-status-${status}`}>
              {formatNumber(locale, byStatus[status])}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

export function OpenRequests({ open }: { open: Dashboard['open_requests'] }) {
  const t = useDashboardT();
  const locale = useAdminLocale();
  return (
    <Panel title={t('dash.requests')}>
      <div className="flex flex-col gap-4 p-5">
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span>
            <span
              className="text-2xl font-semibold tabular-nums"
              data-testid="dashboard-requests-new"
            >
              {formatNumber(locale, open.new)}
            </span>{' '}
            <span className="text-muted">{t('dash.requestsNew')}</span>
          </span>
          <span>
            <span className="text-2xl font-semibold tabular-nums">
              {formatNumber(locale, open.in_progress)}
            </span>{' '}
            <span className="text-muted">{t('dash.requestsInProgress')}</span>
          </span>
        </p>
        <Link
          to="/admin/requests?status=new"
          className="self-start font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('dash.requestsOpen')}
        </Link>
      </div>
    </Panel>
  );
}

const cell = 'px-3 py-2.5 sm:px-5';

export function TopProducts({ items }: { items: Dashboard['top_products'] }) {
  const t = useDashboardT();
  const locale = useAdminLocale();
  return (
    <Panel title={t('dash.top')}>
      {items.length === 0 ? (
        <p className="p-5 text-sm text-muted">{t('dash.noSales')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('dash.top')}</caption>
            <thead>
              <tr className="border-b border-line text-left text-muted">
                <th scope="col" className={`${cell} font-semibold`}>
                  {t('dash.product')}
                </th>
                <th scope="col" className={`${cell} text-right font-semibold`}>
                  {t('dash.units')}
                </th>
                <th scope="col" className={`${cell} text-right font-semibold`}>
                  {t('dash.revenue')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {items.map((p) => (
                <tr key={p.product_id}>
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    <Link
                      to={`/admin/products/${p.product_id}`}
                      className="text-brand-700 hover:underline"
                    >
                      {p.title}
                    </Link>
                  </th>
                  <td className={`${cell} text-right tabular-nums`}>
                    {formatNumber(locale, p.units)}
                  </td>
                  <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
                    {money(locale, p.revenue)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

export function LowStock({ low, canChange }: { low: Dashboard['low_stock']; canChange: boolean }) {
  const t = useDashboardT();
  const locale = useAdminLocale();
  return (
    <Panel
      title={t('dash.lowStock')}
      description={t('dash.lowStockNote', { count: low.threshold })}
      actions={
        canChange ? (
          <Link to="/admin/settings" className="text-sm font-medium text-brand-700 hover:underline">
            {t('dash.settings')}
          </Link>
        ) : undefined
      }
    >
      {low.items.length === 0 ? (
        <p className="p-5 text-sm text-muted">{t('dash.noLowStock')}</p>
      ) : (
        <>
          <ul className="divide-y divide-line">
            {low.items.map((p) => (
              <li
                key={p.id}
                className="flex items-center justify-between gap-3 px-5 py-2.5 text-sm"
              >
                <Link
                  to={`/admin/products/${p.id}`}
                  className="min-w-0 text-brand-700 hover:underline"
                >
                  <span className="block truncate">{p.title}</span>
                  <span className="block font-mono text-xs text-muted">{p.sku}</span>
                </Link>
                <Badge tone={p.stock === 0 ? 'danger' : 'warning'}>
                  {t('dash.stock')}: {formatNumber(locale, p.stock)}
                </Badge>
              </li>
            ))}
          </ul>
          {low.total > low.items.length && (
            <p className="border-t border-line px-5 py-2.5 text-sm text-muted">
              {t('dash.lowStockMore', {
                shown: formatNumber(locale, low.items.length),
                total: formatNumber(locale, low.total),
              })}
            </p>
          )}
        </>
      )}
    </Panel>
  );
}

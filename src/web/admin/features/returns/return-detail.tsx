import { Link } from 'react-router';
import type { AdminReturn } from '#contracts/admin/returns';
import { AdminPage, Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { formatDateTime } from '#web/admin/lib/format';
import { useReturnsT } from './i18n';
import { RefundPanel } from './refund-panel';
import { ReturnActions } from './return-actions';
import { KindBadge, OverdueBadge, ReturnStatusBadge } from './return-badges';
import { ReturnPhotos } from './return-photos';
import { ReturnTimeline } from './return-timeline';

/** Label and value pairs of a panel. */
function Facts({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 px-5 py-4 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="break-words whitespace-pre-wrap text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One withdrawal or complaint: its lines, the shopper, what to do next, refunds and timeline. */
export function ReturnDetail({ ret }: { ret: AdminReturn }) {
  const t = useReturnsT();
  const locale = useAdminLocale();
  const none = t('detail.none');
  const when = (v: string | null) => (v ? formatDateTime(locale, v) : none);
  const { order } = ret;
  return (
    <AdminPage
      title={t(`detail.title.${ret.kind}`, { id: ret.id })}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <KindBadge kind={ret.kind} />
          <ReturnStatusBadge status={ret.status} />
          {ret.overdue && <OverdueBadge />}
          <span>{when(ret.received_at)}</span>
        </span>
      }
      actions={
        <Link to="/admin/returns" className="text-sm font-medium text-brand-700 hover:underline">
          ← {t('detail.back')}
        </Link>
      }
    >
      {ret.overdue && (
        <p
          role="note"
          className="rounded-md border border-danger-700/20 bg-danger-50 px-4 py-3 text-sm text-danger-700"
        >
          {ret.kind === 'complaint' ? t('detail.overdueComplaint') : t('detail.overdueWithdrawal')}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <Panel title={t('detail.lines')}>
            <table className="w-full text-sm" data-testid="return-lines">
              <thead className="border-b border-line bg-surface text-left text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="px-5 py-2 font-semibold">
                    {t('detail.product')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('detail.count')}
                  </th>
                  <th scope="col" className="px-5 py-2 text-right font-semibold">
                    {t('detail.restocked')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {ret.lines.map((l) => (
                  <tr key={l.product_id} data-product-id={l.product_id}>
                    <td className="px-5 py-2.5">{l.title}</td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{l.count}</td>
                    <td
                      className="px-5 py-2.5 text-right tabular-nums"
                      data-testid="line-restocked"
                    >
                      {l.restocked}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>
          <Panel title={t('detail.shopper')}>
            <Facts
              rows={[
                [
                  t('detail.order'),
                  <Link
                    key="o"
                    to={`/admin/orders/${order.id}`}
                    className="text-brand-700 hover:underline"
                  >
                    {t('detail.orderLink', { number: order.number })}
                  </Link>,
                ],
                [t('detail.name'), [order.name, order.surname].filter(Boolean).join(' ')],
                [t('detail.email'), order.email ?? none],
                [t('detail.phone'), order.phone],
                [t('detail.delivered'), when(order.delivered_at)],
                [t('detail.payment'), order.payment ? t(`payment.${order.payment.status}`) : none],
                [t('detail.language'), t(`locale.${ret.locale}`)],
                [t('detail.due'), when(ret.due_by)],
                ...(ret.kind === 'withdrawal'
                  ? ([
                      [t('detail.reason'), ret.reason ?? none],
                      [t('detail.bank'), ret.bank_account ?? none],
                    ] as Array<[string, string]>)
                  : ([
                      [t('detail.description'), ret.description ?? none],
                      [t('detail.demand'), ret.demand ? t(`demand.${ret.demand}`) : none],
                      [t('detail.answer'), ret.answer ?? none],
                    ] as Array<[string, string]>)),
              ]}
            />
          </Panel>
          {ret.photos.length > 0 && (
            <Panel title={t('detail.photos', { count: ret.photos.length })}>
              <ReturnPhotos photos={ret.photos} />
            </Panel>
          )}
        </div>
        {/* On a phone the actions come first: that is what staff open the case for. */}
        <div className="order-first flex min-w-0 flex-col gap-6 lg:order-none">
          <Panel title={t('actions.title')}>
            <div className="px-5 py-4">
              <ReturnActions ret={ret} />
            </div>
          </Panel>
          {(ret.kind === 'withdrawal' || ret.refunds.length > 0 || ret.can_refund) && (
            <RefundPanel ret={ret} />
          )}
          <Panel title={t('timeline.title')}>
            <ReturnTimeline timeline={ret.timeline} />
          </Panel>
        </div>
      </div>
    </AdminPage>
  );
}

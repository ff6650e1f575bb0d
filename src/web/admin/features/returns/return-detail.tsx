import { Link } from 'react-router';
import type { AdminReturn } from '#contracts/admin/returns';
import { Panel } from '#web/admin/components/admin-page';
import { DetailLines, DetailPage, Facts } from '#web/admin/components/detail-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { formatDateTime } from '#web/admin/lib/format';
import { useReturnsT } from './i18n';
import { RefundPanel } from './refund-panel';
import { ReturnActions } from './return-actions';
import { KindBadge, OverdueBadge, ReturnStatusBadge } from './return-badges';
import { ReturnPhotos } from './return-photos';
import { ReturnTimeline } from './return-timeline';

/** One withdrawal or complaint: its lines, the shopper, what to do next, refunds and timeline. */
export function ReturnDetail({ ret }: { ret: AdminReturn }) {
  const t = useReturnsT();
  const locale = useAdminLocale();
  const none = t('detail.none');
  const when = (v: string | null) => (v ? formatDateTime(locale, v) : none);
  const { order } = ret;
  return (
    <DetailPage
      title={t(`detail.title.${ret.kind}`, { id: ret.id })}
      summary={
        <>
          <KindBadge kind={ret.kind} />
          <ReturnStatusBadge status={ret.status} />
          {ret.overdue && <OverdueBadge />}
          <span>{when(ret.received_at)}</span>
        </>
      }
      back={{ to: '/admin/returns', label: t('detail.back') }}
      notice={
        ret.overdue && (
          <p
            role="note"
            className="rounded-md border border-danger-700/20 bg-danger-50 px-4 py-3 text-sm text-danger-700"
          >
            {ret.kind === 'complaint'
              ? t('detail.overdueComplaint')
              : t('detail.overdueWithdrawal')}
          </p>
        )
      }
      moves={{ title: t('actions.title'), children: <ReturnActions ret={ret} /> }}
      side={
        <>
          {(ret.kind === 'withdrawal' || ret.refunds.length > 0 || ret.can_refund) && (
            <RefundPanel ret={ret} />
          )}
          <Panel title={t('timeline.title')}>
            <ReturnTimeline timeline={ret.timeline} />
          </Panel>
        </>
      }
    >
      <Panel title={t('detail.lines')}>
        <DetailLines
          testId="return-lines"
          headings={[t('detail.product'), t('detail.count'), t('detail.restocked')]}
        >
          {ret.lines.map((l) => (
            <tr key={l.product_id} data-product-id={l.product_id}>
              <td className="px-5 py-2.5">{l.title}</td>
              <td className="px-3 py-2.5 text-right tabular-nums">{l.count}</td>
              <td className="px-5 py-2.5 text-right tabular-nums" data-testid="line-restocked">
                {l.restocked}
              </td>
            </tr>
          ))}
        </DetailLines>
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
    </DetailPage>
  );
}

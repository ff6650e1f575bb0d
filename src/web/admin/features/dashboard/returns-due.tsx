import { Link } from 'react-router';
import type { Dashboard } from '#contracts/admin/dashboard';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { formatNumber } from '#web/admin/lib/format';
import { useDashboardT } from './i18n';

/**
 * Withdrawals and complaints by their deadline: due within 3 days, and overdue (a refund the
 * law says is late, or a complaint that counts as accepted for want of an answer).
 */
export function ReturnsDue({ due }: { due: Dashboard['returns_due'] }) {
  const t = useDashboardT();
  const locale = useAdminLocale();
  return (
    <Panel title={t('dash.returns')} description={t('dash.returnsNote')}>
      <div className="flex flex-col gap-4 p-5">
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span>
            <span
              className="text-2xl font-semibold tabular-nums"
              data-testid="dashboard-returns-soon"
            >
              {formatNumber(locale, due.due_soon)}
            </span>{' '}
            <span className="text-muted">{t('dash.returnsSoon')}</span>
          </span>
          <span>
            <span
              className={`text-2xl font-semibold tabular-nums ${due.overdue > 0 ? 'text-danger-700' : ''}`}
              data-testid="dashboard-returns-overdue"
            >
              {formatNumber(locale, due.overdue)}
            </span>{' '}
            <span className="text-muted">{t('dash.returnsOverdue')}</span>
          </span>
        </p>
        <Link
          to={due.overdue > 0 ? '/admin/returns?overdue=true' : '/admin/returns'}
          className="self-start font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {t('dash.returnsOpen')}
        </Link>
      </div>
    </Panel>
  );
}

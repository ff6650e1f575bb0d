import { LoadFailed } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { Panel } from '#web/admin/components/admin-page';
import { useAdminT } from '#web/admin/i18n/use-admin-t';
import { useDashboardT } from './i18n';
import type { StaffRole } from '#web/admin/lib/session';
import { useDashboard } from './dashboard-queries';
import { PeriodFigures } from './dashboard-figures';
import { LowStock, OpenRequests, OrdersByStatus, TopProducts } from './dashboard-lists';
import { SafetyMissing } from './safety-missing';
import { JobsFailed } from './jobs-failed';
import { MostAwaited } from './most-awaited';
import { ReturnsDue } from './returns-due';
import { RevenueChart } from './revenue-chart';

/**
 * The back office's home: sales, the orders' state, best sellers, low stock, open requests, the
 * most awaited sold-out products.
 */
export function Dashboard({ role }: { role: StaffRole }) {
  const t = useDashboardT();
  const adminT = useAdminT();
  const dashboard = useDashboard();
  if (dashboard.isPending)
    return (
      <div className="flex flex-col gap-6" aria-busy="true">
        <p className="sr-only" role="status">
          {adminT('common.loading')}
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
        <Skeleton className="h-72" />
      </div>
    );
  if (dashboard.isError)
    return (
      <LoadFailed
        text={adminT('common.loadFailed')}
        retry={adminT('common.retry')}
        onRetry={() => void dashboard.refetch()}
      />
    );
  const d = dashboard.data;
  return (
    <div className="flex flex-col gap-6" data-testid="dashboard">
      <PeriodFigures periods={d.periods} />
      <Panel title={t('dash.chart')} description={t('dash.revenueNote')}>
        <RevenueChart daily={d.daily} />
      </Panel>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <JobsFailed count={d.jobs_failed} canOpen={role === 'owner'} />
        <OrdersByStatus byStatus={d.by_status} />
        <ReturnsDue due={d.returns_due} />
        <OpenRequests open={d.open_requests} />
        <TopProducts items={d.top_products} />
        <LowStock low={d.low_stock} canChange={role === 'owner'} />
        <MostAwaited items={d.most_awaited} />
        <SafetyMissing count={d.safety_missing ?? 0} />
      </div>
    </div>
  );
}

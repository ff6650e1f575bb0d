import { Link } from 'react-router';
import { Panel } from '#web/admin/components/admin-page';
import { useDashboardT } from './i18n';

/**
 * Background jobs that failed after their last try (docs/back-office/jobs.md). Shown only when
 * there are some: the owner opens the Background work screen from here; staff, who cannot, are
 * told who can.
 */
export function JobsFailed({ count, canOpen }: { count: number; canOpen: boolean }) {
  const t = useDashboardT();
  if (count === 0) return null;
  return (
    <Panel title={t('dash.jobs')} description={t('dash.jobsNote')}>
      <div className="flex flex-col gap-3 p-5">
        <p
          className="text-2xl font-semibold text-danger-700"
          data-testid="dashboard-jobs-failed"
          data-count={count}
        >
          {t('dash.jobsCount', { count })}
        </p>
        {canOpen ? (
          <Link
            to="/admin/jobs?status=failed"
            className="self-start font-medium text-brand-700 underline-offset-2 hover:underline"
            data-testid="dashboard-jobs-open"
          >
            {t('dash.jobsOpen')}
          </Link>
        ) : (
          <p className="text-sm text-muted">{t('dash.jobsOwner')}</p>
        )}
      </div>
    </Panel>
  );
}

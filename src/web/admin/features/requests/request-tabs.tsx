import { Link } from 'react-router';
import { REQUEST_STATUSES, type RequestStatus } from '#contracts/admin/requests';
import { cx } from '#web/components/ui/cx';
import { useRequestsT } from './i18n';

/**
 * The inbox's status filter: links, so the address holds the filter (back button, sharing) and
 * each choice starts again at page 1.
 */
export function RequestTabs({ current }: { current: RequestStatus | null }) {
  const t = useRequestsT();
  const tabs: Array<{ status: RequestStatus | null; label: string }> = [
    { status: null, label: t('req.all') },
    ...REQUEST_STATUSES.map((status) => ({ status, label: t(`req.status.${status}`) })),
  ];
  return (
    <nav aria-label={t('req.filter')} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-1.5">
        {tabs.map(({ status, label }) => {
          const active = status === current;
          return (
            <li key={status ?? 'all'}>
              <Link
                to={status ? `?status=${status}` : '?'}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors',
                  active
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-white text-ink hover:bg-brand-50',
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

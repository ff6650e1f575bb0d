import type { Dashboard } from '#contracts/admin/dashboard';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { useDashboardT, type DashboardKey } from './i18n';
import { money } from './money';

const PERIODS: Array<{ key: keyof Dashboard['periods']; label: DashboardKey }> = [
  { key: 'today', label: 'dash.today' },
  { key: 'last_7_days', label: 'dash.days7' },
  { key: 'last_30_days', label: 'dash.days30' },
];

/** Revenue and order counts of today, 7 and 30 days: the first thing the owner looks at. */
export function PeriodFigures({ periods }: { periods: Dashboard['periods'] }) {
  const t = useDashboardT();
  const locale = useAdminLocale();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {PERIODS.map(({ key, label }) => (
        <li
          key={key}
          data-testid={`dashboard-${key}`}
          className="flex flex-col gap-1 rounded-lg border border-line bg-white p-5 shadow-card"
        >
          <span className="text-sm font-medium text-muted">{t(label)}</span>
          <span
            className="text-2xl font-semibold tracking-tight text-ink tabular-nums"
            data-testid="dashboard-revenue"
          >
            {money(locale, periods[key].revenue)}
          </span>
          <span className="text-sm text-muted tabular-nums" data-testid="dashboard-orders">
            {t('dash.orders', { count: periods[key].orders })}
          </span>
        </li>
      ))}
    </ul>
  );
}

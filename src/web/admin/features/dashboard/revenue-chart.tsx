import type { Dashboard } from '#contracts/admin/dashboard';
import { cx } from '#web/components/ui/cx';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { useDashboardT } from './i18n';
import { formatNumber } from '#web/admin/lib/format';
import { labelledBars, niceMax } from './chart-scale';
import { compactMoney, money, shortDay } from './money';

type Day = Dashboard['daily'][number];

/**
 * Daily revenue as bars, drawn as SVG by React: no chart library, and nothing of it on a shop
 * page. The bars stretch with the panel (the SVG has no fixed aspect); the labels are HTML, so
 * they keep their size on a phone. The figures are also a table for screen readers and anyone
 * who wants the numbers.
 */
export function RevenueChart({ daily }: { daily: Day[] }) {
  const t = useDashboardT();
  const locale = useAdminLocale();
  const top = niceMax(Math.max(0, ...daily.map((d) => d.revenue)));
  const best = daily.reduce<Day | undefined>(
    (b, d) => (!b || d.revenue > b.revenue ? d : b),
    undefined,
  );
  const total = daily.reduce((sum, d) => sum + Math.round(d.revenue * 100), 0) / 100;
  const labels = labelledBars(daily.length, 7);
  const summary =
    daily.length && best
      ? t('dash.chartSummary', {
          from: shortDay(locale, daily[0]!.date),
          to: shortDay(locale, daily.at(-1)!.date),
          total: money(locale, total),
          max: money(locale, best.revenue),
          day: shortDay(locale, best.date),
        })
      : '';
  const n = Math.max(1, daily.length);
  return (
    <figure className="flex flex-col gap-2 p-5">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="relative h-48 w-16 shrink-0 text-right text-xs text-muted tabular-nums"
        >
          <span className="absolute top-0 right-0 -translate-y-1/2">
            {compactMoney(locale, top)}
          </span>
          <span className="absolute top-1/2 right-0 -translate-y-1/2">
            {compactMoney(locale, top / 2)}
          </span>
          <span className="absolute right-0 bottom-0 translate-y-1/2">
            {compactMoney(locale, 0)}
          </span>
        </div>
        <div className="relative h-48 min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${n} 100`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full overflow-visible"
            role="img"
            aria-label={summary}
          >
            {[0, 50, 100].map((y) => (
              <line
                key={y}
                x1={0}
                x2={n}
                y1={y}
                y2={y}
                className="stroke-line"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
              />
            ))}
            {daily.map((d, i) => {
              const h = (d.revenue / top) * 100;
              return (
                <rect
                  key={d.date}
                  x={i + 0.15}
                  width={0.7}
                  y={100 - h}
                  height={h}
                  className={cx(i === daily.length - 1 ? 'fill-accent-500' : 'fill-brand-500')}
                >
                  <title>
                    {`${shortDay(locale, d.date)}: ${money(locale, d.revenue)}, ${t('dash.orders', { count: d.orders })}`}
                  </title>
                </rect>
              );
            })}
          </svg>
        </div>
      </div>
      <div aria-hidden="true" className="relative ml-18 h-4 text-xs text-muted">
        {daily.map((d, i) =>
          labels.has(i) ? (
            <span
              key={d.date}
              className="absolute -translate-x-1/2 whitespace-nowrap"
              style={{ left: `${((i + 0.5) / n) * 100}%` }}
            >
              {shortDay(locale, d.date)}
            </span>
          ) : null,
        )}
      </div>
      <figcaption className="text-sm text-muted">{summary}</figcaption>
      <details className="text-sm">
        <summary className="inline-flex min-h-10 cursor-pointer items-center font-medium text-brand-700">
          {t('dash.chartTable')}
        </summary>
        <div className="max-h-72 overflow-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-1 pr-3 font-semibold">
                  {t('dash.day')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-semibold">
                  {t('dash.ordersCol')}
                </th>
                <th scope="col" className="py-1 text-right font-semibold">
                  {t('dash.revenue')}
                </th>
              </tr>
            </thead>
            <tbody>
              {daily.map((d) => (
                <tr key={d.date} className="border-t border-line">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {shortDay(locale, d.date)}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {formatNumber(locale, d.orders)}
                  </td>
                  <td className="py-1 text-right tabular-nums">{money(locale, d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

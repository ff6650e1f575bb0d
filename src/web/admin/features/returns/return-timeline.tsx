import type { AdminReturn } from '#contracts/admin/returns';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { formatDateTime } from '#web/admin/lib/format';
import { returnsTexts, useReturnsT } from './i18n';

/** What happened to the return, oldest first: received, each staff write, each refund's outcome. */
export function ReturnTimeline({ timeline }: { timeline: AdminReturn['timeline'] }) {
  const t = useReturnsT();
  const locale = useAdminLocale();
  const label = (event: string, status: string | null) => {
    const key = `timeline.${event}`;
    if (!returnsTexts.has(key)) return t('timeline.other');
    const statusKey = `status.${status ?? ''}`;
    return t(key, { status: returnsTexts.has(statusKey) ? t(statusKey) : (status ?? '') });
  };
  return (
    <ol className="flex flex-col gap-3 px-5 py-4 text-sm" data-testid="return-timeline">
      {timeline.map((e, i) => (
        <li key={i} className="border-l-2 border-brand-200 pl-3" data-event={e.event}>
          <span className="block font-medium text-ink">{label(e.event, e.status)}</span>
          <span className="block text-xs text-muted">
            <time dateTime={e.at}>{formatDateTime(locale, e.at)}</time>
            {e.staff_email && <> · {t('timeline.by', { email: e.staff_email })}</>}
          </span>
        </li>
      ))}
    </ol>
  );
}

import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons';
import { useAdminLocale, useAdminT } from '../i18n/use-admin-t';
import { formatNumber } from '../lib/format';

/**
 * Previous / next through a list whose page is the address's `page` parameter (the other
 * parameters, the filters, are kept), with "41–60 of 1,234" between.
 */
export function Pager({ page, limit, total }: { page: number; limit: number; total: number }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  if (total === 0) return null;
  const href = (p: number) => {
    const next = new URLSearchParams(params);
    if (p <= 1) next.delete('page');
    else next.set('page', String(p));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const from = (page - 1) * limit + 1;
  const to = Math.min(total, page * limit);
  const disabled = 'pointer-events-none opacity-50';
  return (
    <nav
      aria-label={t('common.pagination')}
      className="flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-muted tabular-nums">
        {t('common.showing', {
          from: formatNumber(locale, from),
          to: formatNumber(locale, to),
          total: formatNumber(locale, total),
        })}
      </p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          {page > 1 ? (
            <Link
              to={href(page - 1)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <ChevronLeftIcon size={16} />
              {t('common.previous')}
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={buttonClasses({ variant: 'secondary', size: 'sm', className: disabled })}
            >
              <ChevronLeftIcon size={16} />
              {t('common.previous')}
            </span>
          )}
          <span className="px-1 text-sm tabular-nums">{t('common.pageOf', { page, pages })}</span>
          {page < pages ? (
            <Link
              to={href(page + 1)}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('common.next')}
              <ChevronRightIcon size={16} />
            </Link>
          ) : (
            <span
              aria-disabled="true"
              className={buttonClasses({ variant: 'secondary', size: 'sm', className: disabled })}
            >
              {t('common.next')}
              <ChevronRightIcon size={16} />
            </span>
          )}
        </div>
      )}
    </nav>
  );
}

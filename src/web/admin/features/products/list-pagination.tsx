import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '#web/components/ui/icons';
import type { Locale } from '#domain/locale';
import { useProductsT } from './i18n';
import { PAGE_SIZES, lastPage } from './list-state';

export interface ListPaginationProps {
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  locale: Locale;
}

/**
 * "51–100 of 1,234", the page size, and a page box with previous and next: a back office jumps
 * to a page by number more often than it clicks through them.
 */
export function ListPagination({
  page,
  limit,
  total,
  onPage,
  onLimit,
  locale,
}: ListPaginationProps) {
  const t = useProductsT();
  const pages = lastPage(total, limit);
  const numbers = new Intl.NumberFormat(locale);
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  // The box shows what is typed until it is committed (Enter or leaving it).
  const [typed, setTyped] = useState<string | null>(null);
  const commit = () => {
    if (typed === null) return;
    const n = Number(typed);
    setTyped(null);
    if (Number.isInteger(n) && n >= 1 && n <= pages && n !== page) onPage(n);
  };

  return (
    <nav
      aria-label={t('pager.label')}
      className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 text-sm"
    >
      <p className="text-muted" aria-live="polite">
        {t('pager.range', {
          first: numbers.format(first),
          last: numbers.format(last),
          total: numbers.format(total),
        })}
      </p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className="flex items-center gap-2 text-muted">
          {t('pager.perPage')}
          <select
            value={limit}
            onChange={(e) => onLimit(Number(e.target.value))}
            className="min-h-9 cursor-pointer rounded-md border border-line-strong bg-white px-2 text-ink"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-1.5">
          <Button
            variant="secondary"
            size="icon-sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <ChevronLeftIcon size={18} />
            <span className="sr-only">{t('pager.prev')}</span>
          </Button>
          <div className="flex items-center gap-2 px-1 text-muted">
            <input
              aria-label={t('pager.page', { pages: numbers.format(pages) })}
              inputMode="numeric"
              value={typed ?? String(page)}
              onChange={(e) => setTyped(e.target.value.replace(/\D/g, '').slice(0, 5))}
              onBlur={commit}
              onKeyDown={(e) => {
                if (e.key === 'Enter') commit();
              }}
              className="min-h-9 w-14 rounded-md border border-line-strong bg-white px-2 text-center text-ink tabular-nums"
            />
            <span aria-hidden="true">{t('pager.of', { pages: numbers.format(pages) })}</span>
          </div>
          <Button
            variant="secondary"
            size="icon-sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            <ChevronRightIcon size={18} />
            <span className="sr-only">{t('pager.next')}</span>
          </Button>
        </div>
      </div>
    </nav>
  );
}

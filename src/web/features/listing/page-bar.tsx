import { useSyncExternalStore } from 'react';
import { NARROW_MAX_WIDTH, buildPageBar } from '../../../domain/pagination/page-bar';
import type { PageRange } from '../../../domain/pagination/page-value';
import { useT } from '../../lib/i18n/use-translate';

const narrowQuery = `(max-width: ${NARROW_MAX_WIDTH - 0.02}px)`;
function subscribe(onChange: () => void) {
  const mq = window.matchMedia(narrowQuery);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** True under 600 px; the server renders the wide bar and the client narrows it after hydration. */
function useNarrow() {
  return useSyncExternalStore(subscribe, () => window.matchMedia(narrowQuery).matches, () => false);
}

/**
 * The page bar of spec section 2: plain links, because choosing a page is a full page load.
 * `href` builds the address of a page (query or path style, see domain/pagination/page-address).
 */
export function PageBar({ page, lastPage, href }: { page: PageRange; lastPage: number; href: (page: number) => string }) {
  const t = useT();
  const narrow = useNarrow();
  const bar = buildPageBar({ page, lastPage, narrow });
  if (!bar) return null;
  const arrow = 'inline-flex h-10 min-w-10 items-center justify-center rounded border border-line px-3';
  return (
    <nav data-testid="page-bar" aria-label={t('pageBar.label')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {bar.prev.disabled || bar.prev.page === null ? (
            <span data-testid="page-bar-prev" aria-disabled="true" className={`${arrow} text-muted opacity-50`}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t('pageBar.prev')}</span>
            </span>
          ) : (
            <a data-testid="page-bar-prev" href={href(bar.prev.page)} rel="prev" className={`${arrow} hover:bg-surface`}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{t('pageBar.prev')}</span>
            </a>
          )}
        </li>
        {bar.items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key}>
              <span data-testid="page-bar-ellipsis" className="inline-flex h-10 min-w-8 items-center justify-center text-muted">
                …
              </span>
            </li>
          ) : (
            <li key={item.page}>
              {item.active ? (
                <span data-testid="page-bar-page" aria-current="page" className={`${arrow} border-brand-700 bg-brand-700 font-semibold text-white`}>
                  {item.page}
                </span>
              ) : (
                <a data-testid="page-bar-page" href={href(item.page)} aria-label={t('pageBar.page', { page: item.page })} className={`${arrow} hover:bg-surface`}>
                  {item.page}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {bar.next.disabled || bar.next.page === null ? (
            <span data-testid="page-bar-next" aria-disabled="true" className={`${arrow} text-muted opacity-50`}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t('pageBar.next')}</span>
            </span>
          ) : (
            <a data-testid="page-bar-next" href={href(bar.next.page)} rel="next" className={`${arrow} hover:bg-surface`}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">{t('pageBar.next')}</span>
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}

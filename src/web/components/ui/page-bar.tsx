import { buildResponsivePageBar, type Visibility } from '#domain/pagination/responsive-page-bar';
import type { PageRange } from '#domain/pagination/page-value';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useT } from '#web/lib/i18n/use-translate';

/** Under 600 px only the narrow bar's items show (docs/rules.md#page-bar); CSS decides: no jump. */
const VISIBILITY: Record<Visibility, string> = {
  always: '',
  wide: 'max-[599.98px]:hidden',
  narrow: 'min-[600px]:hidden',
};

/**
 * The page bar (docs/rules.md#page-bar): plain links, because choosing a page is a full page
 * load. Which numbers show and which are active is `buildPageBar`'s answer, drawn as it is.
 * `href` builds the address of a page (query or path style, see domain/pagination/page-address).
 */
export function PageBar({
  page,
  lastPage,
  href,
}: {
  page: PageRange;
  lastPage: number;
  href: (page: number) => string;
}) {
  const t = useT();
  const bar = buildResponsivePageBar({ page, lastPage });
  if (!bar) return null;
  // 32 px wide under 640 px so nine items fit a 360 px phone; 44 px touch targets above.
  const cell =
    'inline-flex h-10 min-w-8 items-center justify-center rounded-md px-2 text-sm font-medium tabular-nums sm:h-11 sm:min-w-11 sm:px-3 sm:text-[0.9375rem]';
  const link = `${cell} text-ink ring-1 ring-line ring-inset transition-colors hover:bg-brand-50 hover:ring-brand-600`;
  const disabled = `${cell} text-subtle opacity-60 ring-1 ring-line ring-inset`;
  return (
    <nav
      data-testid="page-bar"
      aria-label={t('pageBar.label')}
      className="mt-10 flex justify-center"
    >
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <li>
          {bar.prev.disabled || bar.prev.page === null ? (
            <span data-testid="page-bar-prev" aria-disabled="true" className={disabled}>
              <ChevronLeftIcon size={18} />
              <span className="sr-only">{t('pageBar.prev')}</span>
            </span>
          ) : (
            <a data-testid="page-bar-prev" href={href(bar.prev.page)} rel="prev" className={link}>
              <ChevronLeftIcon size={18} />
              <span className="sr-only">{t('pageBar.prev')}</span>
            </a>
          )}
        </li>
        {bar.items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={item.key} className={VISIBILITY[item.show]}>
              <span
                data-testid="page-bar-ellipsis"
                className="inline-flex h-10 min-w-6 items-end justify-center pb-2 text-muted sm:h-11 sm:min-w-8"
              >
                …
              </span>
            </li>
          ) : (
            <li key={item.page} className={VISIBILITY[item.show]}>
              {item.active ? (
                <span
                  data-testid="page-bar-page"
                  aria-current="page"
                  className={`${cell} bg-brand-700 font-semibold text-white`}
                >
                  {item.page}
                </span>
              ) : (
                <a
                  data-testid="page-bar-page"
                  href={href(item.page)}
                  aria-label={t('pageBar.page', { page: item.page })}
                  className={link}
                >
                  {item.page}
                </a>
              )}
            </li>
          ),
        )}
        <li>
          {bar.next.disabled || bar.next.page === null ? (
            <span data-testid="page-bar-next" aria-disabled="true" className={disabled}>
              <ChevronRightIcon size={18} />
              <span className="sr-only">{t('pageBar.next')}</span>
            </span>
          ) : (
            <a data-testid="page-bar-next" href={href(bar.next.page)} rel="next" className={link}>
              <ChevronRightIcon size={18} />
              <span className="sr-only">{t('pageBar.next')}</span>
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}

import { Link } from 'react-router';
import { useT } from '#web/lib/i18n/use-translate';
import { ChevronRightIcon, HomeIcon } from './icons';

export interface Crumb {
  title: string;
  url: string;
}

/** The trail ends with the current page, which is not a link. The first crumb is home. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.breadcrumb')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {items.map((item, i) => (
          <li key={item.url} className="flex min-w-0 items-center gap-1">
            {i > 0 && <ChevronRightIcon size={14} className="text-subtle" />}
            {i === items.length - 1 ? (
              <span
                aria-current="page"
                className="font-medium text-ink wrap-break-word hyphens-auto"
              >
                {item.title}
              </span>
            ) : (
              <Link
                to={item.url}
                className="inline-flex min-h-6 items-center gap-1 rounded hover:text-brand-600 hover:underline underline-offset-4"
              >
                {i === 0 && <HomeIcon size={15} />}
                {i === 0 ? t('nav.home') : item.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

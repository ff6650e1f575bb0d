import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-translate';

export interface Crumb {
  title: string;
  url: string;
}

/** The trail ends with the current page, which is not a link. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.url} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === items.length - 1 ? (
              <span aria-current="page" className="text-ink">
                {item.title}
              </span>
            ) : (
              <Link to={item.url} className="hover:underline">
                {i === 0 ? t('nav.home') : item.title}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

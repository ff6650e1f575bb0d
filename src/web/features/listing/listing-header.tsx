import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '#web/components/ui/breadcrumbs';
import { useT } from '#web/lib/i18n/use-translate';

/** Breadcrumbs, title with the product count, description and anything below (subcategories). */
export function ListingHeader({
  breadcrumbs,
  title,
  total,
  description,
  children,
}: {
  breadcrumbs?: Crumb[];
  title: ReactNode;
  total: number;
  description?: string | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <>
      {breadcrumbs && <Breadcrumbs items={breadcrumbs} />}
      <header className="mt-5 border-b border-line pb-6">
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <h1 className="min-w-0 font-display text-h1 font-semibold text-ink">{title}</h1>
          <p className="text-sm text-muted tabular-nums">
            {t('listing.products', { count: total })}
          </p>
        </div>
        {description && <p className="mt-2 max-w-3xl text-muted">{description}</p>}
        {children}
      </header>
    </>
  );
}

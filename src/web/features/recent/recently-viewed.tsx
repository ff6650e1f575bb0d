import { useEffect, useId, useMemo } from 'react';
import { Link } from 'react-router';
import type { Product } from '#contracts/catalog';
import { useHydrated } from '#web/components/ui/use-hydrated';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { readRecent, remember, shownRecent } from './recent-store';

/**
 * Notes the product on screen as viewed on this device. Runs after hydration only: the page the
 * server sends (and caches) is the same for every visitor.
 */
export function RememberViewed({
  product,
}: {
  product: Pick<Product, 'id' | 'title' | 'url' | 'image'>;
}) {
  const locale = useLocale();
  useEffect(() => {
    remember(window.localStorage, {
      id: product.id,
      locale,
      title: product.title,
      url: product.url,
      image: product.image,
    });
  }, [product.id, product.title, product.url, product.image, locale]);
  return null;
}

/**
 * The last products viewed on this device (browser storage only), drawn after hydration so
 * cached pages stay identical for everyone. Nothing at all when there is nothing to show.
 */
export function RecentlyViewed({ exceptId }: { exceptId?: number }) {
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const headingId = useId();
  // Read once hydrated (the server and the first render show nothing, as every visitor's page).
  const items = useMemo(
    () => (hydrated ? shownRecent(readRecent(window.localStorage), locale, exceptId) : []),
    [hydrated, locale, exceptId],
  );
  if (items.length === 0) return null;
  return (
    <section className="mt-12" aria-labelledby={headingId} data-testid="recently-viewed">
      <h2 id={headingId} className="text-xl font-bold">
        {t('recent.title')}
      </h2>
      <ul className="mt-4 flex snap-x gap-3 overflow-x-auto pb-2">
        {items.map((r) => (
          <li key={r.id} className="w-32 shrink-0 snap-start sm:w-40">
            <Link
              to={r.url}
              className="group block rounded-lg focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
            >
              <div className="aspect-square overflow-hidden rounded-lg border border-line bg-white">
                {r.image && (
                  <img
                    src={r.image}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    width={160}
                    height={160}
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
              <p className="mt-2 line-clamp-2 text-sm font-medium group-hover:underline">
                {r.title}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

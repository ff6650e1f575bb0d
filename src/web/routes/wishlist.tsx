import type { Route } from './+types/wishlist';
import { Skeleton } from '../components/ui/skeleton';
import { useHydrated } from '../components/ui/use-hydrated';
import { WISHLIST_TITLE_ID, WishlistView } from '../features/wishlist/wishlist-view';
import { createTranslate } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/use-translate';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t('wishlist.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Wishlist() {
  const t = useT();
  // The list belongs to the session in browser storage: the server (and the page cache)
  // renders the same placeholder for everyone.
  const hydrated = useHydrated();
  return (
    <div className="container-page py-6 sm:py-10">
      <h1
        id={WISHLIST_TITLE_ID}
        tabIndex={-1}
        className="mb-6 text-2xl font-semibold focus:outline-none sm:text-3xl"
      >
        {t('wishlist.title')}
      </h1>
      {hydrated ? (
        <WishlistView />
      ) : (
        <div>
          <span className="sr-only">{t('wishlist.loading')}</span>
          <Skeleton className="h-64" />
        </div>
      )}
    </div>
  );
}

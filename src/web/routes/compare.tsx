import type { Route } from './+types/compare';
import { Skeleton } from '../components/ui/skeleton';
import { useHydrated } from '../components/ui/use-hydrated';
import { COMPARE_TITLE_ID, CompareView } from '../features/compare/compare-view';
import { createTranslate } from '../lib/i18n/translate';
import { useT } from '../lib/i18n/use-translate';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t('compare.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
  ];
}

export default function Compare() {
  const t = useT();
  // The list is bound to this browser's cookie, and the page is cached for everyone: the
  // server renders a placeholder and the browser fills it in.
  const hydrated = useHydrated();
  return (
    <div className="container-page py-6 sm:py-10">
      <h1
        id={COMPARE_TITLE_ID}
        tabIndex={-1}
        className="mb-6 text-2xl font-semibold focus:outline-none sm:text-3xl"
      >
        {t('compare.title')}
      </h1>
      {hydrated ? (
        <CompareView />
      ) : (
        <div>
          <span className="sr-only">{t('compare.loading')}</span>
          <Skeleton className="h-96" />
        </div>
      )}
    </div>
  );
}

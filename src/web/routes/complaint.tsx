import type { Route } from './+types/complaint';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { useT } from '../lib/i18n/use-translate';
import { useHydrated } from '../components/ui/use-hydrated';
import { Skeleton } from '../components/ui/skeleton';
import { ComplaintView } from '../features/returns/complaint-view';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t('complaint.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/** The complaint form (reklamacja), from the withdrawal page and the order's status page. */
export default function Complaint() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="mb-2 font-display text-h1 font-semibold">{t('complaint.title')}</h1>
      <p className="mb-6 text-muted">{t('complaint.intro')}</p>
      {hydrated ? <ComplaintView /> : <Skeleton className="h-64" />}
    </div>
  );
}

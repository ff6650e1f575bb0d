import type { Route } from './+types/withdrawal';
import { createTranslate } from '../lib/i18n/translate';
import '../lib/i18n/later-messages';
import { useT } from '../lib/i18n/use-translate';
import { useHydrated } from '../components/ui/use-hydrated';
import { Skeleton } from '../components/ui/skeleton';
import { WithdrawalView } from '../features/returns/withdrawal-view';
import { routeLocale } from '../lib/route-locale';

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  // A status link's token may be in the address: out of indexes and Referer headers.
  return [
    { title: `${t('returns.title')} | ${t('site.name')}` },
    { name: 'robots', content: 'noindex, follow' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

/**
 * The withdrawal function the law asks for (Directive 2011/83 art. 11a): `/{locale}/withdrawal`,
 * linked from every page's footer, the status page, the account and the confirmation e-mail.
 */
export default function Withdrawal() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="mb-2 font-display text-h1 font-semibold">{t('returns.title')}</h1>
      <p className="mb-6 text-muted">{t('returns.intro')}</p>
      {hydrated ? <WithdrawalView /> : <Skeleton className="h-64" />}
    </div>
  );
}

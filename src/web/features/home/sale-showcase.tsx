import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { salesHref } from '../../lib/shop-links';
import { ArrowRightIcon } from '../../components/ui/icons';
import { useLocale, useT } from '../../lib/i18n/use-translate';

/**
 * Products on sale with a link to all sales. The grid comes from the route: product cards are the
 * catalogue feature's, and a feature does not import another.
 */
export function SaleShowcase({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="container-page py-14" aria-labelledby="home-sale">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <div>
          <h2 id="home-sale" className="font-display text-h2 font-semibold">
            {t('home.onSale')}
          </h2>
          <p className="mt-1 text-muted">{t('home.onSaleText')}</p>
        </div>
        <Link
          to={salesHref(locale)}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-600 underline-offset-4 hover:underline"
        >
          {t('home.seeAllSales')}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}

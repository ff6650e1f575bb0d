import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { salesHref } from '#web/lib/shop-links';
import { HomeSectionHead } from './home-section-head';
import { ArrowRightIcon } from '#web/components/ui/icons';
import { useLocale, useT } from '#web/lib/i18n/use-translate';

/**
 * Products on sale with a link to all sales. The grid comes from the route: product cards are the
 * catalogue feature's, and a feature does not import another.
 */
export function SaleShowcase({ children }: { children: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section className="container-page py-14" aria-labelledby="home-sale">
      <HomeSectionHead id="home-sale" title={t('home.onSale')} text={t('home.onSaleText')}>
        <Link
          to={salesHref(locale)}
          className="inline-flex items-center gap-1.5 font-semibold text-brand-600 underline-offset-4 hover:underline"
        >
          {t('home.seeAllSales')}
          <ArrowRightIcon size={16} />
        </Link>
      </HomeSectionHead>
      <div className="mt-8">{children}</div>
    </section>
  );
}

import { Link, href } from 'react-router';
import { useSession } from '../lib/use-session';
import { MiniCart } from '../features/cart/mini-cart';
import { useCompare } from '../features/compare/compare-store';
import { useWishlist } from '../features/wishlist/wishlist-store';
import { SearchBox } from '../features/search/search-box';
import { useLocale, useT } from '../lib/i18n/use-translate';
import {
  CartIcon,
  CompareIcon,
  GlobeIcon,
  HeartIcon,
  ReturnIcon,
  ShieldIcon,
  TruckIcon,
  UserIcon,
} from '../components/ui/icons';
import { cx } from '../components/ui/cx';
import { CategoryMenu } from './category-menu';
import { LanguageLinks } from './language-links';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import type { MenuBar } from './menu-tree';

export function SiteHeader({ menu }: { menu: MenuBar }) {
  const t = useT();
  const locale = useLocale();
  return (
    <header className="relative z-30 bg-white">
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>

      {/* Trust strip and languages. */}
      <div className="on-dark bg-brand-800 text-[0.8125rem] text-brand-100">
        <div className="container-page flex min-h-9 items-center justify-center gap-6 md:justify-between">
          <ul className="flex items-center gap-6">
            <li className="flex items-center gap-1.5">
              <TruckIcon size={16} />
              {t('header.usp.delivery')}
            </li>
            <li className="hidden items-center gap-1.5 sm:flex">
              <ReturnIcon size={16} />
              {t('header.usp.returns')}
            </li>
            <li className="hidden items-center gap-1.5 lg:flex">
              <ShieldIcon size={16} />
              {t('header.usp.secure')}
            </li>
          </ul>
          <div className="hidden items-center gap-4 md:flex">
            <ul className="flex items-center gap-1">
              <li>
                <Link to={href('/:locale/blog', { locale })} className="top-link">
                  {t('nav.blog')}
                </Link>
              </li>
              <li>
                <Link to={href('/:locale/news', { locale })} className="top-link">
                  {t('nav.news')}
                </Link>
              </li>
            </ul>
            <nav
              aria-label={t('header.language')}
              className="flex items-center gap-1 border-l border-white/20 pl-3"
            >
              <GlobeIcon size={16} />
              <LanguageLinks tone="light" className="text-[0.8125rem]" />
            </nav>
          </div>
        </div>
      </div>

      <div className="container-page flex flex-wrap items-center gap-x-2 gap-y-3 py-3 sm:gap-x-4 md:flex-nowrap md:py-4">
        <MobileMenu menu={menu} />
        <Logo to={href('/:locale', { locale })} name={t('site.name')} className="mr-auto md:mr-4" />
        <SearchBox />
        <HeaderActions />
      </div>

      <nav
        aria-label={t('nav.categories')}
        className="relative hidden border-y border-line md:block"
      >
        <div className="container-page">
          <CategoryMenu categories={menu.categories} />
        </div>
      </nav>
    </header>
  );
}

function HeaderActions() {
  const t = useT();
  const locale = useLocale();
  // Guests see "Account" (server render, cacheable); a logged-in shopper sees their name.
  const { user } = useSession();
  const wishCount = useWishlist().count;
  const compareCount = useCompare().count;
  return (
    <ul className="flex items-center gap-0.5 sm:gap-1">
      <li className="hidden sm:block">
        <Link to={href('/:locale/account', { locale })} className="hdr-act">
          <UserIcon size={22} />
          <span className="hdr-act-text lg:max-w-24 lg:truncate">
            {user?.name || t('header.account')}
          </span>
        </Link>
      </li>
      <li>
        <Link to={href('/:locale/wishlist', { locale })} className="hdr-act">
          <HeartIcon size={22} />
          <span className="hdr-act-text">{t('header.wishlist')}</span>
          <CountBadge count={wishCount} />
        </Link>
      </li>
      <li className="hidden sm:block">
        <Link to={href('/:locale/compare', { locale })} className="hdr-act">
          <CompareIcon size={22} />
          <span className="hdr-act-text">{t('header.compare')}</span>
          <CountBadge count={compareCount} />
        </Link>
      </li>
      <li>
        <MiniCart className={cx('hdr-act', 'lg:pr-3')}>
          {/* The label reads first ("Cart"); the count is in the link's name. */}
          <span className={cx('hdr-act-text', 'order-last')}>{t('header.cart')}</span>
          <CartIcon size={22} />
        </MiniCart>
      </li>
    </ul>
  );
}

/**
 * A small number over a header icon, hidden at 0; the cart's own badge shows 0 as well
 * (docs/rules.md#header-counts).
 */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="absolute top-0.5 right-0.5 inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-brand-700 px-1 text-[0.6875rem] leading-none font-bold text-white tabular-nums lg:top-0 lg:right-1">
      <span className="sr-only">(</span>
      {count}
      <span className="sr-only">)</span>
    </span>
  );
}

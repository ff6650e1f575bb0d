import { Link, useLocation } from 'react-router';
import type { Menu } from '../../../contracts/catalog';
import { LOCALES } from '../../../domain/locale';
import { useAlternates } from '../../lib/alternates';
import { useLocale, useT } from '../../lib/i18n/use-translate';

const LOCALE_NAMES = { pl: 'Polski', en: 'English', ru: 'Русский' } as const;

export function SiteHeader({ menu }: { menu: Menu }) {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const alternates = useAlternates(location.pathname, location.search);
  return (
    <header className="border-b border-line bg-white">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('nav.skip')}
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-4 px-4 py-3">
        <Link to={`/${locale}`} className="text-xl font-bold text-brand-700">
          {t('site.name')}
        </Link>
        <form action={`/${locale}/search`} method="get" role="search" className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
          <label className="sr-only" htmlFor="site-search">
            {t('header.search')}
          </label>
          <input id="site-search" name="search" type="search" placeholder={t('header.search')} className="w-full rounded border border-line px-3 py-2" />
        </form>
        <nav aria-label={t('header.language')} className="flex gap-2 text-sm">
          {LOCALES.map((l) => (
            <a key={l} href={alternates[l]} hrefLang={l} lang={l} aria-current={l === locale ? 'true' : undefined} className={l === locale ? 'font-bold' : 'text-muted'}>
              {l.toUpperCase()}
              <span className="sr-only"> {LOCALE_NAMES[l]}</span>
            </a>
          ))}
        </nav>
        <Link to={`/${locale}/cart`} className="text-sm">
          {t('header.cart')} <span data-testid="cart-count">0</span>
        </Link>
      </div>
      <nav aria-label={t('nav.categories')} className="mx-auto max-w-7xl px-4 pb-2">
        <ul className="flex flex-wrap gap-4 text-sm">
          {menu.categories.map((c) => (
            <li key={c.id}>
              <Link to={c.url}>{c.title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

import { Link, href } from 'react-router';
import type { MenuBar } from './menu-tree';
import { useLocale, useT } from '../lib/i18n/use-translate';
import { GlobeIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../components/ui/icons';
import { LanguageLinks } from './language-links';
import { Logo } from './logo';
import { NO_JS_MENU_TARGET } from './mobile-menu';
import { salesHref } from '../lib/shop-links';

export function SiteFooter({ menu }: { menu: MenuBar }) {
  const t = useT();
  const locale = useLocale();
  const heading = 'text-sm font-semibold tracking-wide text-white uppercase';
  const list = 'mt-4 space-y-1 text-[0.9375rem]';
  // Footer links are `discover="none"`: React Router looks up a footer link's route when it is
  // clicked instead of on every page view, and ~20 links shed their `data-discover`.
  const link = 'footer-link';
  const shopping = [
    { to: href('/:locale/account', { locale }), label: t('header.account') },
    { to: href('/:locale/cart', { locale }), label: t('header.cart') },
    { to: href('/:locale/wishlist', { locale }), label: t('header.wishlist') },
    { to: href('/:locale/compare', { locale }), label: t('header.compare') },
    { to: salesHref(locale), label: t('nav.sales') },
    { to: href('/:locale/blog', { locale }), label: t('nav.blog') },
    { to: href('/:locale/news', { locale }), label: t('nav.news') },
  ];
  // The shop's pages (terms, privacy, returns and withdrawal, delivery and payment).
  const help = (['delivery-payment', 'returns', 'terms', 'privacy'] as const).map((slug) => ({
    to: href('/:locale/pages/:slug', { locale, slug }),
    label: t(`pages.link.${slug}`),
  }));
  return (
    <footer className="on-dark mt-20 bg-brand-800 text-brand-100">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1.3fr_3fr]">
        <div className="max-w-sm">
          <Logo to={href('/:locale', { locale })} name={t('site.name')} tone="light" />
          <p className="mt-4 text-[0.9375rem] leading-relaxed">{t('footer.about')}</p>
          <ul className="mt-6 space-y-2.5 text-sm">
            <li className="flex items-center gap-2.5">
              <TruckIcon size={18} className="text-brand-300" />
              {t('header.usp.delivery')}
            </li>
            <li className="flex items-center gap-2.5">
              <ReturnIcon size={18} className="text-brand-300" />
              {t('header.usp.returns')}
            </li>
            <li className="flex items-center gap-2.5">
              <ShieldIcon size={18} className="text-brand-300" />
              {t('header.usp.secure')}
            </li>
          </ul>
        </div>

        <nav
          aria-label={t('footer.nav')}
          className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3"
        >
          <div id={NO_JS_MENU_TARGET} className="scroll-mt-4">
            <h2 className={heading}>{t('nav.categories')}</h2>
            <ul className={list}>
              {menu.categories.map((c) => (
                <li key={c.id}>
                  <Link to={c.url} className={link} discover="none">
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          {menu.presets.length > 0 && (
            <div>
              <h2 className={heading}>{t('nav.presets')}</h2>
              <ul className={list}>
                {menu.presets.map((p) => (
                  <li key={p.id}>
                    <Link to={p.url} className={link} discover="none">
                      {p.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h2 className={heading}>{t('footer.shopping')}</h2>
            <ul className={list}>
              {shopping.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={link} discover="none">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className={heading}>{t('footer.help')}</h2>
            <ul className={list}>
              {help.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className={link} discover="none">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
          <div className="flex items-center gap-2">
            <GlobeIcon size={16} />
            <span>{t('footer.language')}</span>
            <LanguageLinks display="long" tone="light" />
          </div>
        </div>
      </div>
    </footer>
  );
}

import { Link, href } from 'react-router';
import type { MenuBar } from './menu-tree';
import { useLocale, useT } from '../lib/i18n/use-translate';
import { GlobeIcon, ReturnIcon, ShieldIcon, TruckIcon } from '../components/ui/icons';
import { LanguageLinks } from './language-links';
import { Logo } from './logo';
import { NO_JS_MENU_TARGET } from './mobile-menu';
import { salesHref } from '../lib/shop-links';
import { ConsentSettingsLink } from './consent-host';

interface FooterLink {
  to: string;
  label: string;
  testId?: string;
}

const HELP_PAGES = [
  'delivery-payment',
  'returns',
  'terms',
  'privacy',
  'legal-guarantee',
  'accessibility',
] as const;

export function SiteFooter({ menu }: { menu: MenuBar }) {
  const t = useT();
  const locale = useLocale();
  const shopping = [
    { to: href('/:locale/account', { locale }), label: t('header.account') },
    { to: href('/:locale/cart', { locale }), label: t('header.cart') },
    { to: href('/:locale/wishlist', { locale }), label: t('header.wishlist') },
    { to: href('/:locale/compare', { locale }), label: t('header.compare') },
    { to: salesHref(locale), label: t('nav.sales') },
    { to: href('/:locale/blog', { locale }), label: t('nav.blog') },
    { to: href('/:locale/news', { locale }), label: t('nav.news') },
  ];
  // The shop's pages (terms, privacy, returns and withdrawal, delivery and payment, and the two
  // notices every page links: the legal guarantee and accessibility, docs/rules.md#notices).
  // A link with a test hook (docs/rules.md#test-hooks) names it in `testId`.
  const help: FooterLink[] = HELP_PAGES.map((slug) => ({
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
          <FooterColumn
            id={NO_JS_MENU_TARGET}
            title={t('nav.categories')}
            links={menu.categories.map((c) => ({ to: c.url, label: c.title }))}
          />
          {menu.presets.length > 0 && (
            <FooterColumn
              title={t('nav.presets')}
              links={menu.presets.map((p) => ({ to: p.url, label: p.title }))}
            />
          )}
          <FooterColumn title={t('footer.shopping')} links={shopping} />
          <FooterColumn title={t('footer.help')} links={help}>
            <ConsentSettingsLink />
          </FooterColumn>
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

/**
 * One column of footer links. The links are `discover="none"`: React Router looks up a footer
 * link's route when it is clicked instead of on every page view, and ~20 links shed their
 * `data-discover`.
 */
function FooterColumn({
  id,
  title,
  links,
  children,
}: {
  id?: string;
  title: string;
  links: readonly FooterLink[];
  /** Entries after the links that are not links (the cookie settings button). */
  children?: React.ReactNode;
}) {
  return (
    <div id={id} className={id ? 'scroll-mt-4' : undefined}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-1 text-[0.9375rem]">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="footer-link" discover="none" data-testid={l.testId}>
              {l.label}
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </div>
  );
}

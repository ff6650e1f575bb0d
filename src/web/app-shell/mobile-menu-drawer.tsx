import type { MouseEvent } from 'react';
import { Link, href } from 'react-router';
import { useLocale, useT } from '../lib/i18n/use-translate';
import { Dialog } from '../components/ui/dialog';
import {
  BookIcon,
  ChevronDownIcon,
  CompareIcon,
  GlobeIcon,
  HeartIcon,
  NewsIcon,
  SparkIcon,
  TagIcon,
  UserIcon,
} from '../components/ui/icons';
import { LanguageLinks } from './language-links';
import { salesHref } from '../lib/shop-links';
import { childrenOf, useMenuTree, type MenuBar } from './menu-tree';

/**
 * The phone menu's drawer: categories and their subcategories (native <details>), sale, blog,
 * news, presets, account links and languages. Loaded on the first tap of the menu button
 * (mobile-menu.tsx), not on a first visit.
 */
export default function MobileMenuDrawer({
  menu,
  opens,
  open,
  onClose,
}: {
  menu: MenuBar;
  /** How many times the drawer was opened: each opening asks for the tree again if it failed. */
  opens: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  // Until the tree has come (the menu button asks for it on hover, focus or tap), a category is
  // a plain link; its subcategories fold in when it arrives.
  const tree = useMenuTree(locale, opens);
  const categories = menu.categories.map((c) => ({ ...c, children: childrenOf(tree, c.id) }));

  // Any link followed inside the drawer closes it (the route changes underneath).
  const closeOnLink = (e: MouseEvent) => {
    if ((e.target as HTMLElement).closest('a')) onClose();
  };

  const row =
    'flex min-h-12 items-center gap-3 rounded-md px-2 font-medium text-ink hover:bg-brand-50';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('nav.menu')}
      variant="drawer-left"
      className="md:hidden"
    >
      <div onClick={closeOnLink} className="-mx-2 flex flex-col gap-6 pb-4">
        <nav aria-label={t('nav.categories')}>
          <ul className="divide-y divide-line">
            {categories.map((c) => (
              <li key={c.id}>
                {c.children.length === 0 ? (
                  <Link to={c.url} className={row}>
                    {c.title}
                  </Link>
                ) : (
                  <details className="group/acc">
                    <summary className={`${row} list-none justify-between`}>
                      <span className="min-w-0 wrap-break-word hyphens-auto">{c.title}</span>
                      <ChevronDownIcon
                        size={20}
                        className="text-muted transition-transform group-open/acc:rotate-180"
                      />
                    </summary>
                    <ul className="mb-2 ml-2 border-l-2 border-brand-100 pl-3">
                      <li>
                        <Link
                          to={c.url}
                          className="flex min-h-11 items-center font-semibold text-brand-600"
                        >
                          {t('nav.allIn', { category: c.title })}
                        </Link>
                      </li>
                      {c.children.map((sub) => (
                        <li key={sub.id}>
                          <Link
                            to={sub.url}
                            className="flex min-h-11 items-center text-ink hover:text-brand-600"
                          >
                            {sub.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <ul className="rounded-lg bg-canvas p-1">
          <li>
            <Link to={salesHref(locale)} className={`${row} font-semibold text-sale`}>
              <TagIcon size={20} />
              {t('nav.sales')}
            </Link>
          </li>
          <li>
            <Link to={href('/:locale/blog', { locale })} className={row}>
              <BookIcon size={20} className="text-muted" />
              {t('nav.blog')}
            </Link>
          </li>
          <li>
            <Link to={href('/:locale/news', { locale })} className={row}>
              <NewsIcon size={20} className="text-muted" />
              {t('nav.news')}
            </Link>
          </li>
        </ul>

        {menu.presets.length > 0 && (
          <section aria-labelledby="drawer-presets" className="px-2">
            <h3
              id="drawer-presets"
              className="flex items-center gap-2 text-sm font-semibold tracking-wide text-muted uppercase"
            >
              <SparkIcon size={16} />
              {t('nav.presets')}
            </h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {menu.presets.map((p) => (
                <li key={p.id}>
                  <Link
                    to={p.url}
                    className="inline-flex min-h-10 items-center rounded-full px-3.5 text-sm ring-1 ring-line hover:bg-brand-50 hover:ring-brand-600"
                  >
                    {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <ul className="border-t border-line pt-4">
          <li>
            <Link to={href('/:locale/account', { locale })} className={row}>
              <UserIcon size={20} className="text-muted" />
              {t('header.account')}
            </Link>
          </li>
          <li>
            <Link to={href('/:locale/wishlist', { locale })} className={row}>
              <HeartIcon size={20} className="text-muted" />
              {t('header.wishlist')}
            </Link>
          </li>
          <li>
            <Link to={href('/:locale/compare', { locale })} className={row}>
              <CompareIcon size={20} className="text-muted" />
              {t('header.compare')}
            </Link>
          </li>
        </ul>

        <div className="flex items-center gap-2 px-2">
          <GlobeIcon size={20} className="text-muted" />
          <span className="sr-only">{t('header.language')}</span>
          <LanguageLinks display="long" className="text-sm" />
        </div>
      </div>
    </Dialog>
  );
}

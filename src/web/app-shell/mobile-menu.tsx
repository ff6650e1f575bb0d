import { Suspense, useState } from 'react';
import { useLocale, useT } from '../lib/i18n/use-translate';
import { MenuIcon } from '../components/ui/icons';
import { useHydrated } from '../components/ui/use-hydrated';
import { lazyPart } from '../lib/lazy-part';
import { loadMenuTree, type MenuBar } from './menu-tree';

// The drawer (every category, the dialog) loads on the first tap: a first visit only needs the
// button (docs/decisions/024-lighter-pages.md).
const loadDrawer = () => import('./mobile-menu-drawer');
// A failed prefetch is no error: the click loads the drawer (lib/lazy-part.ts) and the drawer
// the category tree (menu-tree.ts) again.
const prefetchDrawer = () => void loadDrawer().catch(() => {});
const MobileMenuDrawer = lazyPart(loadDrawer);

/** Where the menu button points before JavaScript runs: the category list in the footer. */
export const NO_JS_MENU_TARGET = 'footer-categories';

const triggerClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-brand-50 md:hidden';

/**
 * The phone menu (< 768 px): a button that opens a drawer (Dialog) with categories and their
 * subcategories (native <details>), sale, blog, news, presets, account links and languages.
 * Before hydration the button is a link to the footer's category list, so it works without JS.
 */
export function MobileMenu({ menu }: { menu: MenuBar }) {
  const t = useT();
  const locale = useLocale();
  const prefetch = () => {
    prefetchDrawer();
    loadMenuTree(locale).catch(() => {});
  };
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // How many times it was opened (0: never): the drawer is mounted from the first opening on and
  // kept (the open <details> survive a close), and each opening asks for the tree again if it
  // could not be had before.
  const [opens, setOpens] = useState(0);

  const label = (
    <>
      <MenuIcon size={24} />
      <span className="sr-only">{t('nav.openMenu')}</span>
    </>
  );

  return (
    <>
      {hydrated ? (
        <button
          type="button"
          className={triggerClass}
          aria-haspopup="dialog"
          aria-expanded={open}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            prefetch();
            setOpens((n) => n + 1);
            setOpen(true);
          }}
        >
          {label}
        </button>
      ) : (
        <a href={`#${NO_JS_MENU_TARGET}`} className={triggerClass}>
          {label}
        </a>
      )}
      {opens > 0 && (
        <Suspense>
          <MobileMenuDrawer menu={menu} opens={opens} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

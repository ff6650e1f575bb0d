import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { Category } from '#contracts/catalog';
import { useLocale, useT } from '../lib/i18n/use-translate';
import { ArrowRightIcon, ChevronDownIcon, ChevronRightIcon, TagIcon } from '../components/ui/icons';
import { cx } from '../components/ui/cx';
import { useHydrated } from '../components/ui/use-hydrated';
import { salesHref } from '../lib/shop-links';
import { childrenOf, useMenuTree, type MenuBarCategory } from './menu-tree';

/**
 * The desktop category bar (>= 768 px): top categories as links, each with a disclosure button
 * that opens a panel of its subcategories (APG "disclosure navigation"). Keys: Enter/Space on the
 * button toggles; ArrowDown opens and enters the panel; ArrowUp/ArrowDown/Home/End move inside it;
 * Escape closes and returns to the button; ArrowLeft/ArrowRight move along the bar.
 * The panels' contents (every subcategory: two thirds of the bar's markup, on every page) are
 * drawn in the browser, not sent in the HTML nor in the hydration data: the category tree is
 * asked for (menu-tree.ts) when the pointer or the focus first enters the bar, and hovering then
 * shows a panel by CSS as before. Without JavaScript the categories are plain links to category pages, which list
 * their subcategories, and the footer lists every category.
 */
export function CategoryMenu({ categories }: { categories: MenuBarCategory[] }) {
  const t = useT();
  const locale = useLocale();
  const [openId, setOpenId] = useState<number | null>(null);
  const [asks, setAsks] = useState(0);
  const tree = useMenuTree(locale, asks);
  const want = () => {
    if (!tree) setAsks((n) => n + 1);
  };
  const barRef = useRef<HTMLDivElement>(null);
  const baseId = useId();

  // A click anywhere else closes an open panel.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!barRef.current?.contains(e.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  const onBarKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const items = [...(barRef.current?.querySelectorAll<HTMLElement>('[data-bar-item]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    e.preventDefault();
    const next = items[(index + (e.key === 'ArrowRight' ? 1 : -1) + items.length) % items.length];
    next?.focus();
  };

  // Outlines are drawn inside so that neighbours (and a second row, when the bar wraps on
  // tablets) do not cover them. The bar's classes are component classes
  // (styles/components.css): every page carries the whole bar with its panels.
  const linkClass = 'menu-link';

  return (
    <div
      ref={barRef}
      className="flex items-stretch"
      onKeyDown={onBarKeyDown}
      onPointerEnter={want}
      onFocus={want}
    >
      <ul className="-ml-2.5 flex min-w-0 flex-1 flex-wrap items-stretch gap-x-0.5 lg:-ml-3">
        {categories.map((c) => (
          <MenuItem
            key={c.id}
            category={c}
            subcategories={childrenOf(tree, c.id)}
            panelId={`${baseId}-panel-${c.id}`}
            open={openId === c.id}
            onOpenChange={(open) => setOpenId(open ? c.id : null)}
            onHover={() => setOpenId((id) => (id === c.id ? id : null))}
            linkClass={linkClass}
          />
        ))}
      </ul>
      <div className="ml-2 flex shrink-0 items-start border-l border-line pl-2">
        <Link
          data-bar-item
          to={salesHref(locale)}
          className={cx(linkClass, 'font-semibold text-sale hover:text-sale-700')}
        >
          <TagIcon size={18} />
          {t('nav.sales')}
        </Link>
      </div>
    </div>
  );
}

interface MenuItemProps {
  category: MenuBarCategory;
  /** Empty until the tree has arrived. */
  subcategories: Category[];
  panelId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onHover: () => void;
  linkClass: string;
}

function MenuItem({
  category,
  subcategories,
  panelId,
  open,
  onOpenChange,
  onHover,
  linkClass,
}: MenuItemProps) {
  const t = useT();
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  if (!category.hasChildren) {
    return (
      <li className="flex items-stretch">
        <Link data-bar-item to={category.url} className={linkClass}>
          {category.title}
        </Link>
      </li>
    );
  }

  const panelLinks = () => [...(panelRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
  const focusPanelLink = (which: 'first' | 'last') => {
    // The panel becomes visible on the next render (a hidden panel refuses focus), and its
    // subcategory links once the tree has come (asked for when the focus entered the bar): try
    // each frame, for up to a second. The first link ("view all") is there from the start.
    let frames = 0;
    const attempt = () => {
      const links = panelLinks();
      const last = frames++ >= 60;
      const ready = which === 'first' || links.length > 1 || last;
      const target = which === 'first' ? links[0] : links[links.length - 1];
      if (ready) target?.focus();
      if (!last && (!ready || document.activeElement !== target)) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  };

  const onButtonKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      onOpenChange(true);
      focusPanelLink(e.key === 'ArrowDown' ? 'first' : 'last');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      onOpenChange(false);
    }
  };

  const onPanelKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const links = panelLinks();
    const index = links.indexOf(document.activeElement as HTMLElement);
    let target: HTMLElement | undefined;
    if (e.key === 'Escape') {
      e.preventDefault();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (e.key === 'ArrowDown') target = links[(index + 1) % links.length];
    else if (e.key === 'ArrowUp') target = links[(index - 1 + links.length) % links.length];
    else if (e.key === 'Home') target = links[0];
    else if (e.key === 'End') target = links[links.length - 1];
    else if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.stopPropagation(); // arrows inside the panel do not walk the bar
      return;
    } else return;
    e.preventDefault();
    target?.focus();
  };

  // Focus leaving the item (tabbing past the panel) closes it.
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li className="group/item menu-item" onBlur={onBlur} onMouseEnter={onHover}>
      <div className={cx('menu-row', open && 'bg-brand-50')}>
        <Link
          data-bar-item
          to={category.url}
          className={cx(linkClass, 'menu-link-split')}
          onClick={() => onOpenChange(false)}
        >
          {category.title}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          data-bar-item
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onOpenChange(!open)}
          onKeyDown={onButtonKeyDown}
          className="menu-toggle"
        >
          <ChevronDownIcon size={16} className={cx('menu-chevron', open && 'rotate-180')} />
          <span className="sr-only">{t('nav.subcategoriesOf', { category: category.title })}</span>
        </button>
      </div>
      <div
        ref={panelRef}
        id={panelId}
        onKeyDown={onPanelKeyDown}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) onOpenChange(false);
        }}
        className={cx('menu-panel', open ? 'visible opacity-100' : 'menu-panel-closed')}
      >
        {hydrated && (
          <div className="container-page grid gap-x-10 gap-y-4 py-7 lg:grid-cols-[15rem_1fr]">
            <div className="lg:border-r lg:border-line lg:pr-8">
              <p className="font-display text-xl font-semibold text-brand-700 lg:text-2xl">
                {category.title}
              </p>
              <Link to={category.url} className="menu-all">
                {t('nav.viewAll')}
                <span className="sr-only">: {category.title}</span>
                <ArrowRightIcon size={16} />
              </Link>
            </div>
            <ul className="grid content-start gap-x-4 gap-y-1 sm:grid-cols-2 xl:grid-cols-3">
              {subcategories.map((sub) => (
                <li key={sub.id} className="min-w-0">
                  <Link to={sub.url} className="group/sub menu-sub">
                    {sub.title}
                    <ChevronRightIcon size={16} className="menu-sub-icon" />
                  </Link>
                  {sub.children.length > 0 && (
                    <ul className="mb-2 ml-3 border-l border-line pl-3">
                      {sub.children.map((leaf) => (
                        <li key={leaf.id}>
                          <Link to={leaf.url} className="menu-leaf">
                            {leaf.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * One page bar for every viewport: the wide bar (window 2) and the narrow one (window 1, under
 * 600 px) merged into one list whose items say where they show. The server renders it whole and
 * CSS hides what does not belong, so phones get the narrow bar without a layout jump after
 * hydration and without knowing the viewport on the server.
 */
import {
  buildPageBar,
  type PageBar,
  type PageBarEllipsis,
  type PageBarInput,
  type PageBarPage,
} from './page-bar';

export type Visibility = 'always' | 'wide' | 'narrow';
export type ResponsiveItem = (PageBarPage | PageBarEllipsis) & { show: Visibility };

export interface ResponsivePageBar {
  prev: PageBar['prev'];
  next: PageBar['next'];
  items: ResponsiveItem[];
}

function position(item: PageBarPage | PageBarEllipsis): number {
  // An ellipsis sits just before the first page it hides.
  return item.type === 'page' ? item.page : item.hiddenFrom - 0.5;
}

export function buildResponsivePageBar(
  input: Omit<PageBarInput, 'narrow'>,
): ResponsivePageBar | null {
  const wide = buildPageBar({ ...input, narrow: false });
  const narrow = buildPageBar({ ...input, narrow: true });
  if (!wide || !narrow) return null;
  const key = (i: PageBarPage | PageBarEllipsis) =>
    i.type === 'page' ? `p${i.page}` : `e${i.hiddenFrom}-${i.hiddenTo}`;
  const narrowKeys = new Set(narrow.items.map(key));
  const wideKeys = new Set(wide.items.map(key));
  const items: ResponsiveItem[] = [
    ...wide.items.map((i) => ({
      ...i,
      show: (narrowKeys.has(key(i)) ? 'always' : 'wide') as Visibility,
    })),
    ...narrow.items
      .filter((i) => !wideKeys.has(key(i)))
      .map((i) => ({ ...i, show: 'narrow' as Visibility })),
  ];
  items.sort((a, b) => position(a) - position(b) || (a.show === 'wide' ? -1 : 1));
  // Arrows move from the range end either way, so both bars agree on them.
  return { prev: wide.prev, next: wide.next, items };
}

/** The items one viewport sees, in order (for tests and for reasoning). */
export function visibleItems(bar: ResponsivePageBar, narrowViewport: boolean): ResponsiveItem[] {
  return bar.items.filter(
    (i) => i.show === 'always' || i.show === (narrowViewport ? 'narrow' : 'wide'),
  );
}

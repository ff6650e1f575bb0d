// The page bar of listings and content sections (docs/rules.md#page-bar). Its items keep the
// test hooks the rules list (page-bar, page-bar-page, page-bar-ellipsis, page-bar-prev/-next):
// a number's text is the number and the active ones carry aria-current="page".
import { expect, type Locator } from '@playwright/test';
import { Screen } from './screen';

export class PageBar extends Screen {
  readonly nav = this.page.getByRole('navigation', { name: this.t('pageBar.label') });
  readonly prev = this.nav.getByTestId('page-bar-prev');
  readonly next = this.nav.getByTestId('page-bar-next');

  /** The link to page `n` (active pages are not links). */
  link(n: number): Locator {
    return this.nav.getByRole('link', { name: this.t('pageBar.page', { page: n }), exact: true });
  }

  /**
   * The bar as a person sees it: the numbers and "…" in order, and which numbers are active.
   * The bar carries both the wide and the narrow items; CSS shows one set per viewport.
   */
  async state(): Promise<{ texts: string[]; active: string[] }> {
    const items = this.nav
      .getByTestId('page-bar-page')
      .or(this.nav.getByTestId('page-bar-ellipsis'))
      .filter({ visible: true });
    const texts = (await items.allInnerTexts()).map((s) => s.trim());
    const active = (
      await this.nav.locator('[aria-current="page"]').filter({ visible: true }).allInnerTexts()
    ).map((s) => s.trim());
    return { texts, active };
  }

  async isDisabled(arrow: Locator): Promise<boolean> {
    return (await arrow.getAttribute('aria-disabled')) === 'true';
  }

  /** Chooses page `n`: a plain link, so a full page load. */
  async choose(n: number) {
    const loaded = this.page.waitForEvent('load');
    await this.link(n).filter({ visible: true }).click();
    await loaded;
    await expect(this.page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
}

/**
 * What the rules say the bar shows (docs/rules.md#page-bar): always the first and the last page,
 * and the pages within `window` of the current page, which for a range is the range's last page.
 * A single hidden page shows as its number (it takes the room of an ellipsis); the range's pages
 * that are shown are active.
 */
export function expectedBar(first: number, last: number, lastPage: number, window: number) {
  const shown = new Set([1, lastPage]);
  for (let p = last - window; p <= last + window; p++) if (p >= 1 && p <= lastPage) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const pages: number[] = [];
  const texts: string[] = [];
  sorted.forEach((p, i) => {
    const gap = i > 0 ? p - sorted[i - 1]! - 1 : 0;
    if (gap === 1) pages.push(p - 1);
    if (gap === 1) texts.push(String(p - 1));
    else if (gap > 1) texts.push('…');
    pages.push(p);
    texts.push(String(p));
  });
  const active = pages.filter((p) => p >= first && p <= last).map(String);
  return { texts, active };
}

// The category menus: the desktop bar (a link and a disclosure button per top category, a panel of
// subcategories) and the phone menu (a button that opens a drawer).
import type { Locator } from '@playwright/test';
import { Screen } from './screen';

export class CategoryBar extends Screen {
  readonly nav = this.page.getByRole('navigation', { name: this.t('nav.categories') }).first();

  /** The disclosure button of top category `title`. */
  toggle(title: string): Locator {
    return this.nav.getByRole('button', {
      name: this.t('nav.subcategoriesOf', { category: title }),
    });
  }

  /** The panel a toggle controls. */
  async panelOf(title: string): Promise<Locator> {
    const id = await this.toggle(title).getAttribute('aria-controls');
    return this.page.locator(`[id="${id}"]`);
  }
}

export class PhoneMenu extends Screen {
  readonly button = this.page.getByRole('banner').getByRole('button', {
    name: this.t('nav.openMenu'),
  });
  readonly drawer = this.page.getByRole('dialog', { name: this.t('nav.menu') });
}

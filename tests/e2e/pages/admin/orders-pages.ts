// The back office's orders: the list (filters, rows, export) and one order (status moves, history).
import { expect, type Locator, type Page } from '@playwright/test';
import { ordersTranslate } from '#web/admin/features/orders/i18n';
import { gotoHydrated } from '#tests/e2e/support/fixtures';

/** The orders screens' texts in Polish (test staff accounts are made Polish). */
export const to = ordersTranslate('pl');

export class OrdersListPage {
  readonly heading: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly exportLink: Locator;
  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: to('list.title') });
    this.rows = page.locator('tr[data-order-id]');
    this.search = page.getByTestId('orders-search');
    this.exportLink = page.getByTestId('orders-export');
  }

  async goto(query = '') {
    await gotoHydrated(this.page, `/admin/orders${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** Searches for `text` and waits for the list to show the order `id` alone. */
  async find(text: string, id: string) {
    await this.search.fill(text);
    await this.page.getByTestId('orders-filter-apply').click();
    await expect(this.rows).toHaveCount(1);
    await expect(this.rows.first()).toHaveAttribute('data-order-id', id);
  }

  async open(id: string) {
    await this.page.locator(`tr[data-order-id="${id}"]`).getByTestId('order-link').click();
    const detail = new OrderPage(this.page);
    await expect(detail.status).toBeVisible();
    return detail;
  }
}

export class OrderPage {
  readonly status: Locator;
  readonly history: Locator;
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.status = page.getByRole('main').getByTestId('order-status').first();
    this.history = page.getByTestId('order-history');
    this.dialog = page.getByTestId('order-move-dialog');
  }

  async goto(id: string) {
    await gotoHydrated(this.page, `/admin/orders/${id}`);
    await expect(this.status).toBeVisible();
  }

  moveButton(to: 'confirmed' | 'shipped' | 'delivered' | 'cancelled') {
    return this.page.getByTestId(`order-move-${to}`);
  }

  /** Moves the order with its button and the dialog it opens; waits for the new status. */
  async move(
    status: 'confirmed' | 'shipped' | 'delivered' | 'cancelled',
    parcel?: { carrier: string; tracking: string },
  ) {
    await this.moveButton(status).click();
    await expect(this.dialog).toBeVisible();
    if (parcel) {
      await this.dialog.getByTestId('ship-carrier').fill(parcel.carrier);
      await this.dialog.getByTestId('ship-tracking').fill(parcel.tracking);
    }
    await this.dialog.getByTestId('order-move-submit').click();
    await expect(this.dialog).toBeHidden();
    await expect(this.status).toHaveAttribute('data-status', status);
  }
}

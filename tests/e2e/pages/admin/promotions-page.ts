// The promo codes screen: its table, the new-code button and the code dialog, by role and by the
// words of its catalogue (src/web/admin/features/promotions/messages).
import type { Locator, Page } from '@playwright/test';
import { promotionsTexts, type PromotionsT } from '#web/admin/features/promotions/i18n';
import { fieldLabel } from '#tests/e2e/support/text';

/** The promo codes screen's texts in Polish. */
export const tp: PromotionsT = promotionsTexts.translate('pl');

export class PromotionsPage {
  readonly table: Locator;
  readonly add: Locator;
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: tp('promo.caption') });
    this.add = page.getByRole('button', { name: tp('promo.add') });
    this.dialog = page.getByRole('dialog');
  }
  row(code: string) {
    return this.table.getByRole('row').filter({ hasText: code });
  }
  field(key: Parameters<PromotionsT>[0]) {
    return this.dialog.getByLabel(fieldLabel(tp(key)));
  }
  /** Saves the open dialog (its submit is "New code" when creating, "Save" when editing). */
  submit(label: string) {
    return this.dialog.getByRole('button', { name: label, exact: true });
  }
}

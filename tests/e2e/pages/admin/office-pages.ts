// The dashboard, the requests inbox and one request, and the settings screen: their landmarks and
// controls by role and by the words of their features' texts (src/web/admin/features/{dashboard,requests,settings}/messages).
import type { Locator, Page } from '@playwright/test';
import { dashboardTexts, type DashboardKey } from '#web/admin/features/dashboard/i18n';
import { requestsTexts, type RequestsKey } from '#web/admin/features/requests/i18n';
import { settingsTexts, type SettingsKey } from '#web/admin/features/settings/i18n';

/** The dashboard's, inbox's and settings' texts in Polish. */
export function to(
  key: DashboardKey | RequestsKey | SettingsKey,
  params?: Record<string, string | number>,
): string {
  if (dashboardTexts.has(key)) return dashboardTexts.translate('pl')(key, params);
  if (requestsTexts.has(key)) return requestsTexts.translate('pl')(key, params);
  if (settingsTexts.has(key)) return settingsTexts.translate('pl')(key, params);
  return key;
}

/** A panel (a section under its own heading) by its title. */
export const panelOf = (scope: Page | Locator, title: string) =>
  scope
    .locator('section')
    .filter({ has: scope.getByRole('heading', { name: title, exact: true }) });

export class DashboardPage {
  readonly root: Locator;
  constructor(readonly page: Page) {
    this.root = page.getByTestId('dashboard');
  }
  /** `today`, `last_7_days` or `last_30_days`: its revenue and order count. */
  period(key: 'today' | 'last_7_days' | 'last_30_days') {
    const card = this.root.getByTestId(`dashboard-${key}`);
    return {
      revenue: card.getByTestId('dashboard-revenue'),
      orders: card.getByTestId('dashboard-orders'),
    };
  }
  get chart() {
    return this.root.getByRole('img', { name: /\d/ });
  }
  panel(title: string) {
    return panelOf(this.page, title);
  }
}

export class RequestsPage {
  readonly table: Locator;
  readonly tabs: Locator;
  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: to('req.list') });
    this.tabs = page.getByRole('navigation', { name: to('req.filter') });
  }
  row(id: number) {
    return this.table.locator(`tr[data-request-id="${id}"]`);
  }
}

export class RequestDetailPage {
  readonly thread: Locator;
  readonly replies: Locator;
  readonly replyBox: Locator;
  readonly send: Locator;
  constructor(readonly page: Page) {
    this.thread = panelOf(page, to('req.thread'));
    this.replies = page.getByTestId('request-reply');
    this.replyBox = page.getByRole('textbox', { name: new RegExp(`^${to('req.reply')}`) });
    this.send = page.getByRole('button', { name: to('req.send') });
  }
  get request() {
    return panelOf(this.page, to('req.request'));
  }
}

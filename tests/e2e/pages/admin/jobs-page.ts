// The Background work screen (src/web/admin/features/jobs): its table, filters and a job's row,
// by role and by the words of the feature's texts.
import type { Locator, Page } from '@playwright/test';
import { jobsTexts } from '#web/admin/features/jobs/i18n';
import type { JobsMessages } from '#web/admin/features/jobs/messages/pl';

/** The screen's texts in Polish. */
export const tj = (key: keyof JobsMessages, params?: Record<string, string | number>) =>
  jobsTexts.translate('pl')(key, params);

export class JobsPage {
  readonly table: Locator;
  readonly filters: Locator;
  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: tj('jobs.caption') });
    this.filters = page.getByRole('search', { name: tj('jobs.filters') });
  }

  row(id: number) {
    return this.table.locator(`tr[data-job-id="${id}"]`);
  }

  retry(id: number) {
    return this.row(id).getByRole('button', { name: tj('jobs.retryOf', { id }) });
  }

  abandon(id: number) {
    return this.row(id).getByRole('button', { name: tj('jobs.abandonOf', { id }) });
  }

  /** Puts a status in the address through the filter form. */
  async showStatus(status: 'waiting' | 'running' | 'failed' | 'done') {
    await this.filters.getByLabel(tj('jobs.status')).selectOption(status);
    await this.filters.getByRole('button', { name: tj('jobs.apply') }).click();
    await this.page.waitForURL(new RegExp(`status=${status}`));
  }
}

// The back office in end-to-end tests: the first owner the server starts with
// (global-setup.ts passes ADMIN_EMAIL/ADMIN_PASSWORD), signing in through the page or the API,
// and page objects of the products screens. Locators are roles and labels in the owner's
// language (Polish, the default), as a person finds them.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './fixtures';

export const E2E_OWNER = { email: 'owner@e2e.test', password: 'e2e owner password 42' } as const;

export class AdminLoginPage {
  constructor(private readonly page: Page) {}

  async signIn(account: { email: string; password: string } = E2E_OWNER, next = '/admin/products') {
    await gotoHydrated(this.page, next);
    await this.page.getByLabel(/e-mail/i).fill(account.email);
    await this.page.getByLabel(/hasło|password/i).fill(account.password);
    await this.page.getByRole('button', { name: /zaloguj|sign in/i }).click();
  }
}

/** A CSRF token and a staff session on an API context (shares the browser context's cookies). */
export async function signInByApi(
  request: APIRequestContext,
  account: { email: string; password: string } = E2E_OWNER,
): Promise<Record<string, string>> {
  const csrf = await request.get('/api/client/csrf-token');
  const { token } = (await csrf.json()) as { token: string };
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-TOKEN': token };
  const login = await request.post('/api/admin/auth/login', { headers, data: account });
  expect(login.status(), await login.text()).toBe(200);
  return headers;
}

export class ProductsListPage {
  readonly search: Locator;
  readonly rows: Locator;
  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Szukaj po nazwie lub SKU' });
    this.rows = page.getByTestId('admin-product-row');
  }

  async goto(query = '') {
    await gotoHydrated(this.page, `/admin/products${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Produkty' })).toBeVisible();
  }

  async newProduct() {
    await this.page.getByRole('link', { name: 'Nowy produkt' }).first().click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Nowy produkt' })).toBeVisible();
  }

  row(title: string | RegExp): Locator {
    return this.rows.filter({ has: this.page.getByRole('link', { name: title }) });
  }
}

export class ProductEditorPage {
  constructor(readonly page: Page) {}

  /** A field by its whole label; a required one's mark (`*`) may follow. */
  field(label: string | RegExp): Locator {
    if (label instanceof RegExp) return this.page.getByLabel(label);
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
  }

  tab(language: 'Polski' | 'English' | 'Русский'): Locator {
    return this.page.getByRole('tab', { name: new RegExp(language) });
  }

  /** Title and description in one language's tab. */
  async fillTexts(language: 'Polski' | 'English' | 'Русский', title: string, description = '') {
    await this.tab(language).click();
    const panel = this.page.getByRole('tabpanel', { name: new RegExp(language) });
    await panel.getByLabel('Nazwa').fill(title);
    if (description) await panel.getByLabel('Opis').fill(description);
  }

  slug(language: 'Polski' | 'English' | 'Русский'): Locator {
    return this.page
      .getByRole('tabpanel', { name: new RegExp(language), includeHidden: true })
      .getByLabel(/Adres \(slug\)/);
  }

  get save(): Locator {
    return this.page.getByRole('button', { name: /Zapisz zmiany|Utwórz produkt/ });
  }

  get state(): Locator {
    return this.page.getByTestId('editor-state');
  }

  get conflict(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Ktoś inny zapisał ten produkt' });
  }

  async upload(file: { name: string; mimeType: string; buffer: Buffer }) {
    // The visible control is a button; the file input behind it is what a test can feed.
    await this.page.getByTestId('image-file-input').setInputFiles(file);
  }

  images(): Locator {
    return this.page
      .getByRole('list', { name: 'Zdjęcia produktu, w kolejności' })
      .getByRole('listitem');
  }
}

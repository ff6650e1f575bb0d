// The shop's account screens (docs/rules.md#accounts-and-sessions): log in, register, reset the
// password, and the account page. Fields are found by their labels, as a person fills them.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/domain/locale';
import { gotoHydrated } from '../support/fixtures';
import { PASSWORD } from '../support/shopper';
import { fieldLabel, shopText, t } from '../support/text';

/** The card every account screen sits in, named by its heading. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title });

export class LoginPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(
    readonly page: Page,
    locale: Locale = 'pl',
  ) {
    const tl = shopText(locale);
    this.form = card(page, tl('auth.login.title'));
    this.email = this.form.getByLabel(fieldLabel(tl('auth.field.email')));
    this.password = this.form.getByLabel(fieldLabel(tl('auth.field.password')));
    this.submit = this.form.getByRole('button', { name: tl('auth.login.submit'), exact: true });
  }

  async goto(locale: Locale = 'pl') {
    await gotoHydrated(this.page, `/${locale}/login`);
  }

  async fill(email: string, password = PASSWORD) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Opens the page and logs in. */
  async login(email: string, password = PASSWORD, locale: Locale = 'pl') {
    await this.goto(locale);
    await this.fill(email, password);
  }
}

export class RegisterPage {
  readonly form: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.form = card(page, t('auth.register.title'));
    this.submit = this.form.getByRole('button', { name: t('auth.register.submit') });
  }

  field(key: 'name' | 'surname' | 'email' | 'phone' | 'password'): Locator {
    return this.form.getByLabel(fieldLabel(t(`auth.field.${key}`)));
  }

  async goto() {
    await gotoHydrated(this.page, '/pl/register');
  }

  /** Registers through the form (which logs in) and waits for the account page. */
  async register(email: string, options: { phone?: string } = {}) {
    await this.goto();
    await this.field('name').fill('Ewa');
    await this.field('surname').fill('Testowa');
    await this.field('email').fill(email);
    if (options.phone) await this.field('phone').fill(options.phone);
    await this.field('password').fill(PASSWORD);
    await this.submit.click();
    await expect(new AccountPage(this.page).profile).toContainText(email);
  }
}

export class AccountPage {
  readonly heading: Locator;
  /** A guest's invitation to log in. */
  readonly guest: Locator;
  readonly profile: Locator;
  readonly orders: Locator;
  readonly logoutButton: Locator;

  constructor(
    readonly page: Page,
    locale: Locale = 'pl',
  ) {
    const tl = shopText(locale);
    const main = page.getByRole('main');
    const section = (title: string) =>
      main.locator('section').filter({ has: page.getByRole('heading', { name: title }) });
    this.heading = page.getByRole('heading', { level: 1 });
    this.guest = main.getByText(tl('auth.account.guest'));
    this.profile = section(tl('auth.account.profile'));
    // Each order is a list item headed "Zamówienie nr …" (its products are a list inside it).
    this.orders = section(tl('auth.account.ordersTitle'))
      .getByRole('listitem')
      .filter({ hasText: tl('cart.order.number', { id: '' }).trim() });
    this.logoutButton = main.getByRole('button', { name: tl('auth.account.logout') });
  }

  async goto(locale: Locale = 'pl') {
    await gotoHydrated(this.page, `/${locale}/account`);
  }

  async logout() {
    await this.logoutButton.click();
    await expect(this.guest).toBeVisible();
  }

  /** Chooses the shop's language for this account. */
  async chooseLanguage(locale: Locale) {
    const select = this.page.getByLabel(fieldLabel(t('auth.field.locale')));
    await expect(select).toBeEnabled();
    await select.selectOption(locale);
    await this.page.getByRole('button', { name: t('auth.account.saveLanguage') }).click();
  }
}

export class ResetPasswordPage {
  constructor(readonly page: Page) {}

  async goto() {
    await gotoHydrated(this.page, '/pl/reset-password');
  }

  /** Asks for a link by e-mail. */
  async sendLink(email: string) {
    const card = this.page.getByRole('main');
    // The method switch is a radio named "E-mail" too: the field is the text box.
    await card.getByRole('textbox', { name: t('auth.field.email'), exact: true }).fill(email);
    await card.getByRole('button', { name: t('auth.reset.sendLink') }).click();
    await expect(card.getByText(t('auth.reset.linkSent'))).toBeVisible();
  }

  /** Asks for an SMS code. */
  async sendCode(phone: string) {
    // The method switch: radios hidden behind their labels, which are what one clicks.
    await this.page.getByText(t('auth.reset.byPhone'), { exact: true }).click();
    await this.page.getByLabel(fieldLabel(t('auth.field.phone'))).fill(phone);
    await this.page.getByRole('button', { name: t('auth.reset.sendCode') }).click();
  }

  get code(): Locator {
    return this.page.getByLabel(fieldLabel(t('auth.field.code')));
  }

  async checkCode(code: string) {
    await this.code.fill(code);
    await this.page.getByRole('button', { name: t('auth.reset.checkCode') }).click();
  }

  /** Sets the new password and waits for "changed". */
  async setPassword(password: string) {
    await this.page.getByLabel(fieldLabel(t('auth.field.newPassword'))).fill(password);
    await this.page.getByRole('button', { name: t('auth.reset.save') }).click();
    await expect(this.page.getByText(t('auth.reset.done'))).toBeVisible();
  }
}

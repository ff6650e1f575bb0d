// The shop's account screens (docs/rules.md#accounts-and-sessions): log in, register, reset the
// password, and the account page. Fields are found by their labels, as a person fills them.
import { expect, type Locator } from '@playwright/test';
import type { Locale } from '#domain/locale';
import { PASSWORD } from '../support/shopper';
import { fieldLabel } from '../support/text';
import { Screen } from './screen';

export class LoginPage extends Screen {
  /** The card the form sits in, named by its heading. */
  readonly form = this.page.getByRole('region', { name: this.t('auth.login.title') });
  readonly email = this.form.getByLabel(fieldLabel(this.t('auth.field.email')));
  readonly password = this.form.getByLabel(fieldLabel(this.t('auth.field.password')));
  readonly submit = this.form.getByRole('button', {
    name: this.t('auth.login.submit'),
    exact: true,
  });

  async goto() {
    await this.open('/login');
  }

  async fill(email: string, password = PASSWORD) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /**
   * Opens the page and logs in, and waits until the login is complete: the form moves on to the
   * account page (or `?next=`) only after the session is stored. A test that navigated away
   * earlier left while the answer was on its way, and went on as a guest.
   */
  async login(email: string, password = PASSWORD) {
    await this.goto();
    await this.fill(email, password);
    await this.page.waitForURL((url) => !/\/login$/.test(url.pathname));
  }
}

export class RegisterPage extends Screen {
  readonly form = this.page.getByRole('region', { name: this.t('auth.register.title') });
  readonly submit = this.form.getByRole('button', { name: this.t('auth.register.submit') });

  field(key: 'name' | 'surname' | 'email' | 'phone' | 'password'): Locator {
    return this.form.getByLabel(fieldLabel(this.t(`auth.field.${key}`)));
  }

  async goto() {
    await this.open('/register');
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
    await expect(new AccountPage(this.page, this.locale).profile).toContainText(email);
  }
}

export class AccountPage extends Screen {
  private readonly main = this.page.getByRole('main');
  /** A guest's invitation to log in. */
  readonly guest = this.main.getByText(this.t('auth.account.guest'));
  readonly profile = this.section(this.t('auth.account.profile'));
  /** Each order is a list item headed "Zamówienie nr …" (its products are a list inside it). */
  readonly orders = this.section(this.t('auth.account.ordersTitle'))
    .getByRole('listitem')
    .filter({ hasText: this.t('cart.order.number', { id: '' }).trim() });
  readonly logoutButton = this.main.getByRole('button', { name: this.t('auth.account.logout') });

  async goto() {
    await this.open('/account');
  }

  async logout() {
    await this.logoutButton.click();
    await expect(this.guest).toBeVisible();
  }

  /** Chooses the shop's language for this account. */
  async chooseLanguage(locale: Locale) {
    const select = this.main.getByLabel(fieldLabel(this.t('auth.field.locale')));
    await expect(select).toBeEnabled();
    await select.selectOption(locale);
    await this.main.getByRole('button', { name: this.t('auth.account.saveLanguage') }).click();
  }

  /** A card of the account page, by its heading. */
  private section(title: string): Locator {
    return this.main
      .locator('section')
      .filter({ has: this.page.getByRole('heading', { name: title }) });
  }
}

export class ResetPasswordPage extends Screen {
  private readonly main = this.page.getByRole('main');
  readonly code = this.main.getByLabel(fieldLabel(this.t('auth.field.code')));

  async goto() {
    await this.open('/reset-password');
  }

  /** Asks for a link by e-mail. */
  async sendLink(email: string) {
    // The method switch is a radio named "E-mail" too: the field is the text box.
    await this.main
      .getByRole('textbox', { name: this.t('auth.field.email'), exact: true })
      .fill(email);
    await this.main.getByRole('button', { name: this.t('auth.reset.sendLink') }).click();
    await expect(this.main.getByText(this.t('auth.reset.linkSent'))).toBeVisible();
  }

  /** Asks for an SMS code. */
  async sendCode(phone: string) {
    // The method switch: radios hidden behind their labels, which are what one clicks.
    await this.main.getByText(this.t('auth.reset.byPhone'), { exact: true }).click();
    await this.main.getByLabel(fieldLabel(this.t('auth.field.phone'))).fill(phone);
    await this.main.getByRole('button', { name: this.t('auth.reset.sendCode') }).click();
  }

  async checkCode(code: string) {
    await this.code.fill(code);
    await this.main.getByRole('button', { name: this.t('auth.reset.checkCode') }).click();
  }

  /** Sets the new password and waits for "changed". */
  async setPassword(password: string) {
    await this.main.getByLabel(fieldLabel(this.t('auth.field.newPassword'))).fill(password);
    await this.main.getByRole('button', { name: this.t('auth.reset.save') }).click();
    await expect(this.main.getByText(this.t('auth.reset.done'))).toBeVisible();
  }
}

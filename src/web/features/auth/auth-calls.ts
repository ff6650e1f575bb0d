import { API, apiPath } from '#contracts/api-paths';
import type { AccountExport } from '#contracts/account';
import type { Profile, SessionResponse } from '#contracts/auth';
import type { Locale } from '#domain/locale';
import { api } from '#web/lib/api';
import { answer } from '#web/lib/answer';
import { broadcast } from '#web/lib/cross-tab';
import { session } from '#web/lib/session';

/** The accounts calls (docs/rules.md#accounts-and-sessions), through the one API client. */
const answerOf = <K extends Parameters<typeof answer>[0]>(name: K) => ({ schema: answer(name) });

export const authCalls = {
  login: (locale: Locale, body: { email: string; password: string }) =>
    api.post<SessionResponse>(apiPath(API.login, { locale }), body, answerOf('sessionResponse')),
  register: (locale: Locale, body: object) =>
    api.post<SessionResponse>(apiPath(API.register, { locale }), body, answerOf('sessionResponse')),
  me: () => api.get<Profile>(apiPath(API.me, {}), answerOf('profileSchema')),
  getLocale: (signal?: AbortSignal) =>
    api.get<{ local_selected: Locale }>(apiPath(API.userLocale, {}), {
      ...answerOf('localeResponse'),
      ...(signal ? { signal } : {}),
    }),
  setLocale: (locale: Locale) =>
    api.put<{ local_selected: Locale }>(
      apiPath(API.userLocale, {}),
      { locale },
      answerOf('localeResponse'),
    ),
  startReset: (body: { email: string } | { phone: string }) =>
    api.post<{ status: 'accepted' }>(
      apiPath(API.resetPassword, {}),
      body,
      answerOf('acceptedResponse'),
    ),
  finishReset: (body: { token: string; password: string }) =>
    api.post<{ status: 'password_changed' }>(
      apiPath(API.resetPassword, {}),
      body,
      answerOf('passwordChangedResponse'),
    ),
  verifyCode: (body: { phone: string; code: string }) =>
    api.post<{ token: string | null; user?: Profile }>(
      apiPath(API.verifyPhoneCode, {}),
      body,
      answerOf('verifyPhoneCodeResponse'),
    ),
  /** Everything the shop keeps about the account (docs/rules.md#own-data). */
  exportData: () =>
    api.get<AccountExport>(apiPath(API.meExport, {}), answerOf('accountExportResponse')),
  /** Deletes the account; a wrong password is a 422 on `password`. */
  deleteAccount: (password: string) =>
    api.delete<void>(apiPath(API.me, {}), { body: { password } }),
  sendPhoneCode: (phone: string) =>
    api.post<{ status: 'accepted' }>(
      apiPath(API.sendPhoneCode, {}),
      { phone },
      answerOf('acceptedResponse'),
    ),
};

type LoginListener = () => void | Promise<void>;
const afterLogin = new Set<LoginListener>();

/** Runs after every login in this tab (the cart issue loads and merges the cart here). */
export function onAfterLogin(listener: LoginListener): () => void {
  afterLogin.add(listener);
  return () => afterLogin.delete(listener);
}

/**
 * After a login (docs/rules.md#accounts-and-sessions): tokens and user are stored, then the
 * preferred language is fetched and applied, then the cart is loaded. Resolves the locale the
 * page should move to.
 */
export async function completeLogin(answer: SessionResponse, current: Locale): Promise<Locale> {
  session.setTokens(answer.access_token, answer.refresh_token);
  session.setUser(answer.user);
  broadcast({ type: 'login' });
  let locale = current;
  try {
    locale = (await authCalls.getLocale()).local_selected;
  } catch {
    // The login worked; the language is a nicety. Stay in the current one.
  }
  for (const listener of afterLogin) {
    try {
      await listener();
    } catch (error) {
      // A cart failure after a login is logged, not shown (docs/rules.md#errors).
      console.warn('after-login step failed', error);
    }
  }
  return locale;
}

/** Logout: the server revokes the session; this tab and the others forget it in any case. */
export async function logout(): Promise<void> {
  try {
    if (session.accessToken()) await api.post(apiPath(API.logout, {}), undefined, { popup: false });
  } catch {
    // Already expired or offline: forgetting the tokens locally is what matters to the user.
  } finally {
    api.endSession();
  }
}

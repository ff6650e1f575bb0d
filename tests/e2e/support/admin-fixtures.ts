// The `test` of the admin-*.spec.ts files: the shared one (fixtures.ts), plus
// - `ownerApi`: the first owner, logged in through the API once per worker; it makes the accounts
//   (and only those) that each test then logs in with,
// - a browser context with an address of its own (login is limited per address).
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, E2E_OWNER, freshAddress } from './admin';
import { test as base } from './fixtures';

export { expect, expectNoSeriousA11yViolations, gotoHydrated } from './fixtures';

export const test = base.extend<object, { ownerApi: APIRequestContext }>({
  ownerApi: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({
        baseURL: process.env.E2E_BASE_URL,
        extraHTTPHeaders: { 'X-Forwarded-For': freshAddress() },
      });
      await apiLogin(request, E2E_OWNER);
      await use(request);
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': freshAddress() });
  },
});

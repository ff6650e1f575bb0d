// The `test` of the admin-*.spec.ts files: the shared one (fixtures.ts, with `ownerApi` that makes
// the accounts each test logs in with), plus a browser context with an address of its own (login
// is limited per address).
import { freshAddress } from './admin';
import { test as base } from './fixtures';

export { expect, expectNoSeriousA11yViolations, gotoHydrated } from './fixtures';

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': freshAddress() });
  },
});

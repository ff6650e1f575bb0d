// The `test` of the admin-*.spec.ts files: the shared one (fixtures.ts, with `ownerApi` that makes
// the accounts each test logs in with, and an address of its own for each test's context).
export { expect, expectNoSeriousA11yViolations, gotoHydrated, test } from './fixtures';

// The `test` every e2e spec imports: Playwright's, plus
// - a `page` that fails the test on an uncaught page error or a console.error
//   (a test that sees console.error fails unless it expects it);
//   opt out per file or describe block: test.use({ allowConsoleErrors: [/status of 404/] })
// - baseURL from the server global-setup started (E2E_BASE_URL),
// - `ownerApi`: the back office's first owner, logged in through the API once per worker,
// - `shop`: this test's own catalogue (support/shop-data.ts), in a top category of the worker's.
// And helpers: gotoHydrated(page, path), expectNoSeriousA11yViolations(page).
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Page,
  type Response,
} from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_API } from '#contracts/api-paths';
import { apiLogin, E2E_OWNER, freshAddress, unique } from './admin';
import { ShopData } from './shop-data';

export { expect };

export type E2EOptions = {
  /** true: ignore every console.error; a list: ignore those whose text matches one pattern. */
  allowConsoleErrors: boolean | RegExp[];
  /**
   * The consent choice the browser starts with (lib/consent.ts), so that the banner does not
   * cover what a test clicks; analytics granted, so the cart's events reach the data layer.
   * `null`: none, the banner shows (tests/e2e/consent.spec.ts).
   */
  consent: { analytics: boolean; marketing: boolean } | null;
};

type TestFixtures = E2EOptions & {
  /** This test's own categories and products. */
  shop: ShopData;
};

type WorkerFixtures = {
  /** The first owner's API session: it makes each test's data and staff accounts. */
  ownerApi: APIRequestContext;
  /** A top category of this worker's, holding the categories its tests make. */
  workerCategoryId: number;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Each test's browser and API calls come from an address of their own (the server believes
  // X-Forwarded-For, TRUST_PROXY=true): the shop limits placements, withdrawals and logins per
  // address, and a run of many specs must not spend one address's allowance for all of them.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': freshAddress() });
  },
  allowConsoleErrors: [false, { option: true }],
  consent: [{ analytics: true, marketing: false }, { option: true }],

  ownerApi: [
    async ({ playwright }, use) => {
      // The owner's session is kept in a file for the run: every worker (and Playwright starts
      // a new one after each failure) reuses it instead of logging in again, since logins to one
      // account are limited (10 in 15 minutes) and a run has more workers than that.
      const saved = path.join(
        process.cwd(),
        '.tmp',
        `e2e-owner-${(process.env.E2E_BASE_URL ?? '').replace(/\W+/g, '_')}.json`,
      );
      const context = (storageState?: string) =>
        playwright.request.newContext({
          baseURL: process.env.E2E_BASE_URL,
          extraHTTPHeaders: { 'X-Forwarded-For': freshAddress() },
          ...(storageState ? { storageState } : {}),
        });
      let request = existsSync(saved) ? await context(saved) : null;
      if (request && !(await request.get(ADMIN_API.me)).ok()) {
        await request.dispose();
        request = null;
      }
      if (!request) {
        request = await context();
        await apiLogin(request, E2E_OWNER);
        await request.storageState({ path: saved });
      }
      await use(request);
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  workerCategoryId: [
    async ({ ownerApi }, use, workerInfo) => {
      const root = new ShopData(ownerApi, `w${workerInfo.workerIndex}${unique()}`, null);
      await use((await root.category('E2E')).id);
    },
    { scope: 'worker' },
  ],

  shop: async ({ ownerApi, workerCategoryId }, use) => {
    await use(new ShopData(ownerApi, `e2e${unique()}`, workerCategoryId));
  },

  baseURL: async ({ baseURL }, use) => {
    await use(baseURL ?? process.env.E2E_BASE_URL);
  },

  page: async ({ page, allowConsoleErrors, consent }, use, testInfo) => {
    // Before every navigation, unless the test's page already holds a choice of its own.
    if (consent)
      await page.addInitScript((choice) => {
        // `about:blank` and other opaque origins have no storage: nothing to set there.
        if (location.protocol !== 'http:' && location.protocol !== 'https:') return;
        if (localStorage.getItem('consent') === null)
          localStorage.setItem('consent', JSON.stringify({ version: 1, at: 'e2e', ...choice }));
      }, consent);
    // A Content-Security-Policy violation (an inline script without the nonce, an `eval`) is
    // reported to the page, not to its console: turn it into a console.error so it fails the test.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const problems: string[] = [];
    page.on('pageerror', (error) => {
      problems.push(`uncaught error in the page: ${error.stack ?? error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowConsoleErrors === true) return;
      if (Array.isArray(allowConsoleErrors) && allowConsoleErrors.some((p) => p.test(text))) return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${text}${url ? `\n    at ${url}:${lineNumber}` : ''}`);
    });

    await use(page);

    if (problems.length > 0) {
      await testInfo.attach('browser-errors.txt', {
        body: problems.join('\n\n'),
        contentType: 'text/plain',
      });
      throw new Error(
        `The browser reported ${problems.length} error(s) during the test ` +
          `(expected ones: test.use({ allowConsoleErrors: [/pattern/] })):\n\n${problems.join('\n\n')}`,
      );
    }
  },
});

/**
 * Navigates and waits until React has hydrated (root.tsx sets html[data-hydrated="true"]), so
 * clicks reach React's handlers instead of falling through to plain HTML behaviour.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.locator('html'), `page ${path} did not hydrate`).toHaveAttribute(
    'data-hydrated',
    'true',
    { timeout: 15_000 },
  );
  return response;
}

export type A11yOptions = {
  /** CSS selectors to leave out (say, a third-party widget), with a reason in the caller. */
  exclude?: string[];
  /** axe rule ids to skip, with a reason in the caller. */
  disableRules?: string[];
};

/** Runs axe on the whole page; fails on `serious` or `critical` violations and lists them. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: A11yOptions = {},
): Promise<void> {
  // axe measures colours as drawn: a toast caught in its 220 ms entrance (opacity) reads lighter
  // than it is, and failed a contrast check once. Finite animations end first; spinners loop.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)), // a paused one never finishes
    ]),
  );
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();

  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((node) => {
          const summary = (node.failureSummary ?? '').split('\n').join('\n        ');
          return `    - ${node.target.join(' ')}\n        ${summary}`;
        })
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    ... and ${v.nodes.length - 5} more element(s)` : '';
      return `[${v.impact}] ${v.id}: ${v.help}\n    ${v.helpUrl}\n${nodes}${more}`;
    })
    .join('\n\n');
  expect(
    serious.length,
    `axe found serious accessibility violations on ${page.url()}:\n\n${report}\n`,
  ).toBe(0);
}

// The page cache against the production server: a page is rendered once and then served from
// the cache with this response's CSP nonce and this visitor's CSRF token filled in, so it still
// hydrates under the nonce-based CSP, also when the browser revalidates it (304).
import { randomUUID } from 'node:crypto';
import type { Response } from '@playwright/test';
import { expect, gotoHydrated, test } from './support/fixtures';

/** A page address no other test has loaded, so the first load is a miss (utm_* is not a filter). */
const freshAddress = () => `/pl?utm_source=page-cache-${randomUUID()}`;

/**
 * Other tests make their own catalogue as these run, and every catalogue change empties the
 * cache (docs/rules.md#caching-and-freshness): a clear between the two loads turns the hit into a
 * miss. Such an attempt starts again on a fresh address; a cache that never hits still fails.
 */
const UNTIL_NO_CLEAR_BETWEEN = { timeout: 20_000, intervals: [0] };

test.describe('page cache', () => {
  test('serves a page from the cache the second time and it still hydrates', async ({ page }) => {
    const cached: { response: Response | null } = { response: null };
    await expect(async () => {
      const address = freshAddress();
      const first = await gotoHydrated(page, address);
      expect(first?.headers()['x-page-cache']).toBe('miss');

      // Not a reload: a reload would let the browser revalidate its own copy (see the next test).
      await page.goto('about:blank');
      await page.context().clearCookies(); // a new visitor on the same cached entry
      cached.response = await gotoHydrated(page, address);
      expect(['hit', 'stale']).toContain(cached.response?.headers()['x-page-cache']);
    }).toPass(UNTIL_NO_CLEAR_BETWEEN);

    // The nonce in the CSP header is the one the page's scripts carry (browsers hide the
    // attribute after parsing; the `nonce` property keeps it).
    const csp = cached.response?.headers()['content-security-policy'] ?? '';
    const headerNonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(headerNonce).toBeTruthy();
    const pageNonces = await page.evaluate(() =>
      [...document.querySelectorAll('script')].map((s) => s.nonce).filter(Boolean),
    );
    expect(pageNonces.length).toBeGreaterThan(0);
    expect(new Set(pageNonces)).toEqual(new Set([headerNonce]));
  });

  test('a revalidated page (304) keeps working under its stored policy', async ({ page }) => {
    const address = freshAddress();
    await gotoHydrated(page, address);
    const revalidations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest())
        void request
          .allHeaders()
          .then((h) => h['if-none-match'] && revalidations.push(h['if-none-match']));
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 15_000,
    });
    expect(
      revalidations.length,
      'the browser should have revalidated its copy with If-None-Match',
    ).toBeGreaterThan(0);
  });

  test('two visitors get their own CSRF token from one cached page', async ({
    browser,
    baseURL,
  }) => {
    const tokens: string[] = [];
    await expect(async () => {
      const address = freshAddress();
      const states: string[] = [];
      tokens.length = 0;
      for (let i = 0; i < 2; i++) {
        const context = await browser.newContext({ baseURL });
        const page = await context.newPage();
        const response = await gotoHydrated(page, address);
        states.push(response?.headers()['x-page-cache'] ?? '');
        tokens.push((await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '');
        // The token is the one the server accepts for this visitor's cookie.
        const check = await page.request.get('/api/client/csrf-token');
        expect((await check.json()).token).toBe(tokens[i]);
        await context.close();
      }
      expect(states).toEqual(['miss', 'hit']);
    }).toPass(UNTIL_NO_CLEAR_BETWEEN);
    expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(tokens[1]).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });
});

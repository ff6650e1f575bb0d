// The page cache against the production server: a page is rendered once and then served from
// the cache with this response's CSP nonce and this visitor's CSRF token filled in, so it still
// hydrates under the nonce-based CSP, also when the browser revalidates it (304).
import { randomUUID } from 'node:crypto';
import { expect, gotoHydrated, test } from './support/fixtures';

/** A page address no other test has loaded, so the first load is a miss (utm_* is not a filter). */
const freshAddress = () => `/pl?utm_source=page-cache-${randomUUID()}`;

test.describe('page cache', () => {
  test('serves a page from the cache the second time and it still hydrates', async ({ page }) => {
    const address = freshAddress();
    const first = await gotoHydrated(page, address);
    expect(first?.headers()['x-page-cache']).toBe('miss');

    // Not a reload: a reload would let the browser revalidate its own copy (see the next test).
    await page.goto('about:blank');
    await page.context().clearCookies(); // a new visitor on the same cached entry
    const second = await gotoHydrated(page, address);
    expect(['hit', 'stale']).toContain(second?.headers()['x-page-cache']);

    // The nonce in the CSP header is the one the page's scripts carry (browsers hide the
    // attribute after parsing; the `nonce` property keeps it).
    const csp = second?.headers()['content-security-policy'] ?? '';
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
    const address = freshAddress();
    const tokens: string[] = [];
    const states: string[] = [];
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
    expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(tokens[1]).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });
});

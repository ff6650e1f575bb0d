// The page cache against the production server: every visitor gets the same bytes (no CSRF token,
// no nonce, no cookie; docs/decisions/022-pages-a-cdn-can-keep.md). The CSP lists the hashes of
// the page's own inline scripts, so a cached page hydrates, also when the browser revalidates it
// (304), and the API client asks the token call for its CSRF token.
import { randomUUID } from 'node:crypto';
import type { Response } from '@playwright/test';
import { expect, gotoHydrated, test } from './support/fixtures';

/** A page address no other test has loaded, so the first load is a miss (utm_* is not a filter). */
const freshAddress = () => `/pl?utm_source=page-cache-${randomUUID()}`;

/**
 * Other tests make their own catalogue as these run, and a catalogue change may drop the cached
 * page (docs/rules.md#caching-and-freshness): a purge between the two loads turns the hit into a
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

    const headers = cached.response!.headers();
    expect(headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers.etag).toMatch(/^"[^"]+"$/);
    // No nonce: the policy names the hash of every inline script the page runs, and only those
    // (beside InPost's map's host: the e2e shop has a Geowidget token, decision 062).
    const scriptSrc = /script-src ([^;]+)/.exec(headers['content-security-policy'] ?? '')?.[1];
    expect(scriptSrc).toMatch(
      /^'self'( 'sha256-[A-Za-z0-9+/=]+')+( https:\/\/geowidget\.inpost\.pl)?$/,
    );
    const hashes = await page.evaluate(async () => {
      const inline = [...document.querySelectorAll('script:not([src])')].filter(
        (s) => !s.getAttribute('type') || s.getAttribute('type') === 'module',
      );
      return Promise.all(
        inline.map(async (s) => {
          const digest = await crypto.subtle.digest(
            'SHA-256',
            new TextEncoder().encode(s.textContent ?? ''),
          );
          return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
        }),
      );
    });
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
    expect(await page.locator('meta[name="csrf-token"], script[nonce]').count()).toBe(0);
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

  test('two visitors get byte-identical cached pages with no cookie, and their own tokens', async ({
    playwright,
    baseURL,
  }) => {
    const bodies: Buffer[] = [];
    const tokens: string[] = [];
    await expect(async () => {
      const address = freshAddress();
      const states: string[] = [];
      bodies.length = 0;
      tokens.length = 0;
      for (let i = 0; i < 2; i++) {
        const visitor = await playwright.request.newContext({ baseURL });
        const response = await visitor.get(address, { headers: { 'accept-encoding': 'br' } });
        states.push(response.headers()['x-page-cache'] ?? '');
        expect(response.headers()['set-cookie']).toBeUndefined();
        bodies.push(await response.body());
        // Each visitor's token comes from the token call, bound to their own cookie.
        tokens.push((await (await visitor.get('/api/client/csrf-token')).json()).token);
        await visitor.dispose();
      }
      expect(states).toEqual(['miss', 'hit']);
    }).toPass(UNTIL_NO_CLEAR_BETWEEN);
    expect(bodies[0]!.equals(bodies[1]!)).toBe(true);
    expect(bodies[0]!.toString('utf8')).not.toContain('csrf');
    expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(tokens[1]).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  test('names the listing category and its products in the cache tags', async ({ page, shop }) => {
    const category = await shop.category();
    const product = await shop.product(category);
    const response = await page.request.get(category.urls.pl);
    const tags = (response.headers()['surrogate-key'] ?? '').split(' ');
    expect(tags).toContain(`c${category.id}`);
    expect(tags).toContain(`p${product.id}`);
    expect(response.headers()['cache-tag']).toBe(tags.join(','));
    expect(response.headers().vary).toBe('Accept-Encoding');
  });
});

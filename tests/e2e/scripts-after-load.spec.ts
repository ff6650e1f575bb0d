// The page's JavaScript waits for the page (docs/decisions/029-scripts-after-load.md): no script
// is requested before the `load` event, unless the shopper touches, clicks or types first.
import { expect, gotoHydrated, test } from './support/fixtures';

test.describe('scripts after load', () => {
  test('no script is requested before the page has loaded, and the page hydrates', async ({
    page,
  }) => {
    await gotoHydrated(page, '/pl');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType(
        'navigation',
      )[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => r.startTime);
      return { loadStart: navigation.loadEventStart, scripts };
    });
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start).toBeGreaterThanOrEqual(timing.loadStart);
  });

  test('a key pressed before the page has loaded starts them at once', async ({ page }) => {
    // The hero image never arrives, so the page never fires `load`.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/images/hero-*', async (route) => {
      await held;
      await route.abort().catch(() => {});
    });
    await page.goto('/pl', { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

    await page.keyboard.press('Tab');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 15_000,
    });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    release();
  });
});

test('a click on "add to cart" before the page has loaded is held and replayed once hydrated', async ({
  page,
}) => {
  // The hero image never arrives, so the page never fires `load`: the click comes first.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/images/hero-*', async (route) => {
    await held;
    await route.abort().catch(() => {});
  });
  await page.addInitScript(() =>
    addEventListener(
      'click',
      () => {
        const w = window as unknown as { clickedEarly?: boolean };
        w.clickedEarly = !document.documentElement.dataset.hydrated;
        w.clickedEarly &&= document.readyState !== 'complete';
      },
      true,
    ),
  );
  await page.goto('/pl', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  const add = page.getByTestId('add-to-cart').first();
  await add.click();
  expect(await page.evaluate(() => (window as { clickedEarly?: boolean }).clickedEarly)).toBe(true);
  // The one click, replayed after hydration: counted once.
  await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 15_000 });
  const basket = await page.evaluate(() => JSON.parse(localStorage.getItem('basket') ?? '[]'));
  expect(basket).toHaveLength(1);
  expect(basket[0].count).toBe(1);
  await expect(add).not.toHaveAttribute('aria-busy', 'true');
  release();
});

test('scripts are sent as the build compressed them (Brotli 11), not compressed per response', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/pl');
  const runtime = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((r) => new URL(r.name).pathname)
      .find((path) => /^\/assets\/runtime-[\w-]+\.js$/.test(path))!,
  );
  const response = await request.get(runtime, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  const sent = Number(response.headers()['content-length']);
  const body = (await response.body()).length;
  // Brotli 11 packs this chunk to ~27% of its size; the per-response Brotli 1 only to ~40%.
  expect(sent / body).toBeLessThan(0.3);
  expect(response.headers()['cache-control']).toContain('immutable');
});

test("the back office's pages load their scripts at once", async ({ request }) => {
  const html = await (await request.get('/admin/login')).text();
  expect(html).toContain('<link rel="modulepreload"');
  expect(html).not.toContain('addEventListener("load",go');
  const shop = await (await request.get('/pl')).text();
  expect(shop).not.toContain('<link rel="modulepreload"');
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/types';
import { createTestApp, type TestApp } from '../setup/test-app';
import { createTestDatabase } from '../setup/test-database';
import { installChangeLog, type ChangeLog } from './change-log';
import { createFuzzWorld, type FuzzWorld } from './fuzz-world';
import { hostileString, pct, rawEscape, taint } from './hostile';
import { fuzzSettings, withTimeout } from './settings';

/**
 * Page addresses (decision 013), the same in catalogue, sales and search listings, rendered by
 * the real React Router app through plugins/web.ts: the route modules are loaded with Vite, as
 * `npm run dev` does, so no production build is needed. No address may answer 5xx or hang, and
 * no page view may write to the database. PGlite only: pages read what the API fuzz writes.
 */
const settings = fuzzSettings();
const PAGE_RUNS = Math.max(100, Math.ceil(settings.runs / 5));

describe('page fuzz [pglite]', () => {
  let database: Database;
  let vite: ViteDevServer;
  let t: TestApp;
  let world: FuzzWorld;
  let log: ChangeLog;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'sf-page-fuzz-'));
    database = await createTestDatabase('pglite');
    vite = await createServer({
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: 'custom',
      logLevel: 'silent',
    });
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    t = await createTestApp(
      database,
      { DATA_DIR: dataDir },
      {
        web: { build, mode: 'development' },
      },
    );
    world = await createFuzzWorld(t, database.db);
    await new Promise((resolve) => setImmediate(resolve));
    await t.services.messaging.flush();
    log = await installChangeLog(database.db);
  }, 120_000);
  afterAll(async () => {
    await t?.app.close();
    await vite?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A path segment or query value: a real slug or word, now and then with a bad character. */
  const piece = () =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...world.words).map(pct) },
      { weight: 3, arbitrary: taint(fc.constantFrom(...world.words)).map(pct) },
      { weight: 2, arbitrary: hostileString.map(pct) },
      { weight: 1, arbitrary: rawEscape },
    );
  const filterSegment = () =>
    fc.oneof(
      fc.constantFrom(
        'color=red',
        'color=red-or-dark-blue',
        'price=0-100',
        'price=0-21474835',
        'price=0-21474836',
        'price=0-999999999999',
        'price=21474837-999999999999',
        'page=2',
        'page=99999999999',
      ),
      fc.tuple(piece(), piece()).map(([k, v]) => `${k}=${v}`),
    );
  const query = () =>
    fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'search',
            'page',
            'sort',
            'price',
            'price_min',
            'price_max',
            'color',
            'x',
          ),
          fc.oneof(
            piece(),
            fc.constantFrom('1', '2-4', '0', '1e400', '999999999999', '0-999999999999', '-1'),
          ),
        ),
        { maxLength: 4 },
      )
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const address = () =>
    fc
      .tuple(
        fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom('pl', 'en', 'ru') },
          { weight: 1, arbitrary: piece() },
        ),
        fc.oneof(
          fc.constant(''),
          fc
            .tuple(piece(), fc.array(filterSegment(), { maxLength: 3 }))
            .map(([slug, filters]) => ['catalog', slug, ...filters].join('/')),
          fc.array(filterSegment(), { maxLength: 3 }).map((f) => ['sales', ...f].join('/')),
          fc.constant('search'),
          piece().map((slug) => `product/${slug}`),
          fc
            .tuple(fc.constantFrom('blog', 'news'), fc.array(piece(), { maxLength: 2 }))
            .map(([kind, rest]) => [kind, ...rest].join('/')),
          piece().map((token) => `cart/shared/${token}`),
          fc.constantFrom('cart', 'wishlist', 'compare', 'login', 'register', 'account', 'x'),
        ),
        query(),
      )
      .map(([locale, rest, qs]) => `/${locale}${rest ? `/${rest}` : ''}${qs ? `?${qs}` : ''}`);

  it(
    'answers every page address without a 5xx or a hang, and writes nothing',
    async () => {
      const statuses = new Map<number, number>();
      const started = Date.now();
      await fc.assert(
        fc.asyncProperty(address(), async (url) => {
          const res = await withTimeout(
            t.app.inject({ method: 'GET', url }),
            settings.hangMs,
            () => url,
          );
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `GET ${url}`).toBeLessThan(500);
          expect(await log.changed(), `GET ${url} wrote`).toEqual([]);
        }),
        { seed: settings.seed, numRuns: PAGE_RUNS, endOnFailure: true },
      );
      console.info(
        `Page fuzz: ${PAGE_RUNS} addresses in ${((Date.now() - started) / 1000).toFixed(1)} s` +
          ` (seed ${settings.seed}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
    },
    settings.testTimeoutMs,
  );

  it.each([
    ['/pl/search?search=%00', 400],
    ['/pl/search?search=a%00b', 400],
    ['/pl/catalog/lamps/price=0-999999999999', 404],
    ['/pl/catalog/lamps/price=0-21474837', 404],
    ['/pl/sales/price=21474837-999999999999', 404],
    ['/pl/product/a%00b', 404],
    ['/pl/blog/a%00', 404],
  ])('answers %s with %i (decision 013)', async (url, status) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(status);
  });

  it('clamps a price typed past the limit into the filter address', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/pl/catalog/lamps?price_min=999999999999',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/pl/catalog/lamps/price=21474835-21474835');
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCategory, createProduct } from '../factories/catalog';
import { createTestApp, type TestApp } from '../setup/test-app';
import { forEachDatabase } from '../setup/test-database';
import { installChangeLog, unexpectedChanges, type ChangeLog } from './change-log';
import { createFuzzWorld, type FuzzWorld, type Identity } from './fuzz-world';
import { requestFor, type FuzzRequest } from './fuzz-request';
import { HIDDEN_ROUTES, routeName, routesOf, type FuzzRoute } from './openapi-routes';
import { fuzzSettings, withTimeout } from './settings';

/**
 * Decision 013: every route of the OpenAPI document (and the hidden ones that read input)
 * gets generated hostile requests as a guest, as a user, as another user and with tokens that
 * must fail. No answer may be a 5xx, none may hang, and a refused request (4xx) must leave every
 * table as it was. CI runs a fixed seed and a bounded count; `FUZZ_RUNS=20000` runs more
 * (docs/hardening-input.md).
 */
const settings = fuzzSettings();
const FAILING_IDENTITIES: Identity[] = [
  'deleted-user',
  'not-a-uuid',
  'wrong-key',
  'expired',
  'garbage',
];

forEachDatabase('API fuzz', (getDb) => {
  let t: TestApp;
  let world: FuzzWorld;
  let routes: FuzzRoute[];
  let log: ChangeLog;
  let dataDir: string;

  beforeAll(async () => {
    // Mail and SMS files of the routes that send them go to a directory of this run.
    dataDir = mkdtempSync(path.join(tmpdir(), 'sf-fuzz-'));
    t = await createTestApp(getDb(), { DATA_DIR: dataDir });
    world = await createFuzzWorld(t, getDb().db);
    routes = [...routesOf(t.app.swagger()), ...HIDDEN_ROUTES];
    await settle(); // the world's own e-mails
    log = await installChangeLog(getDb().db);
  });
  afterAll(async () => {
    await t?.app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Waits for the e-mails and SMS a request queued: their delivery updates `outbox` rows. */
  async function settle() {
    await new Promise((resolve) => setImmediate(resolve));
    await t.services.messaging.flush();
  }

  it(
    'answers every route without a 5xx or a hang, and a refusal changes nothing',
    async () => {
      const perRoute = Math.max(5, Math.ceil(settings.runs / routes.length));
      const statuses = new Map<number, number>();
      const started = Date.now();

      for (const [index, route] of routes.entries()) {
        await fc.assert(
          fc.asyncProperty(requestFor(route, world), async (request) => {
            const res = await withTimeout(t.app.inject(request), settings.hangMs, () =>
              show(request),
            );
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const what = `${show(request)}\n  -> ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, what).toBeLessThan(500);
            // One error vocabulary (docs/rules.md#errors), whoever refused: a route, a plugin,
            // the router or a parser.
            if (res.statusCode >= 400) {
              expect(res.json(), what).toEqual({
                errors: expect.anything(),
                code: expect.any(String),
              });
            }
            // A token that names no live user, or that we did not sign, never gets through.
            if (route.readsToken && FAILING_IDENTITIES.includes(request.identity)) {
              expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
            }
            // A body is read as UTF-8 only: one declared in another charset is never taken.
            if (
              request.payload !== undefined &&
              /charset=(?!"?utf-?8)/i.test(request.headers['content-type'] ?? '')
            ) {
              expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
            }
            const changed = await log.changed();
            if (res.statusCode >= 400) {
              const code = (res.json() as { code?: string }).code;
              const unexpected = unexpectedChanges(changed, code);
              expect(unexpected, `a refusal changed tables: ${what}`).toEqual([]);
            }
            if (changed.includes('outbox')) {
              // Delivery happens after the answer; it must not count as the next request's write.
              await settle();
              await log.changed();
            }
          }),
          // One seed per route, derived from the run's seed: a route added later does not
          // change what the others get.
          { seed: settings.seed + index, numRuns: perRoute, endOnFailure: true },
        );
      }

      const total = [...statuses.values()].reduce((a, b) => a + b, 0);
      console.info(
        `API fuzz: ${routes.length} routes, ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s` +
          ` (seed ${settings.seed}); statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
      expect(total).toBe(routes.length * perRoute);
    },
    settings.testTimeoutMs,
  );

  it('notices a write (the harness itself works)', async () => {
    // A product of its own: the fuzz above, as staff, may have archived or deleted the world's
    // (the back office's product calls are allowed to).
    const { id: categoryId } = await createCategory(getDb().db);
    const { id } = await createProduct(getDb().db, { categoryId, stock: 10 });
    await log.changed(); // those writes are this test's own
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/client/cart/add',
      headers: { ...world.csrf, authorization: `Bearer ${world.tokens.user}` },
      payload: { cart: [{ id, count: 3 }] },
    });
    expect(res.statusCode).toBe(200);
    expect(await log.changed()).toContain('cart_lines');
    expect(await log.changed()).toEqual([]);
  });

  it('reads the routes from the OpenAPI document', () => {
    const names = routes.map(routeName);
    expect(names).toContain('GET /api/client/{locale}/catalog/{categoryId}/pagination/yet');
    expect(names).toContain('PUT /api/client/cart/add');
    const reading = routes.filter((r) => r.readsToken).map(routeName);
    expect(reading).toContain('DELETE /api/client/cart');
    expect(reading).toContain('GET /api/client/header/products/count');
    expect(reading).not.toContain('GET /api/client/{locale}/category/tree');
    expect(routes.length).toBeGreaterThanOrEqual(40);
  });
});

function show(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : ` body ${request.payload.slice(0, 300)}`;
  return `${request.method} ${request.url.slice(0, 300)} as ${request.identity} [${request.headers['content-type'] ?? '-'}]${payload}`;
}

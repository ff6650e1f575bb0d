import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { testConfig, type Config } from '#server/config';
import { buildApp, type App, type AppDeps } from '#server/app';
import type { Database } from '#server/db/types';
import { fromMaster } from '#server/secrets';
import { createServices, type Services } from '#server/services/index';

export interface TestApp {
  app: App;
  services: Services;
  /** Its DATA_DIR (media, mail files): a temporary one with `tempDataDir`. */
  dataDir: string;
  /** Headers a browser page would send on a state-changing call (CSRF cookie + token). */
  csrfHeaders(): Promise<Record<string, string>>;
}

/** The master secret of test apps; another process serving the same database needs it too. */
export const TEST_APP_SECRET = 'test-master-secret-test-master-secret';

export interface TestAppOptions {
  /** A page renderer (tests/fuzz/page-fuzz.test.ts loads one with Vite); API only without. */
  web?: AppDeps['web'];
  /** Hear the other processes' catalogue changes, as main.ts does (two-process tests). */
  listen?: boolean;
  /** A fresh temporary DATA_DIR, removed when the app closes (tests that write media or mail). */
  tempDataDir?: boolean;
}

/** The real app on a test database, API only unless `web` is given (pages are covered end to end). */
export async function createTestApp(
  database: Database,
  overrides: Partial<Config> = {},
  { web, listen = false, tempDataDir = false }: TestAppOptions = {},
): Promise<TestApp> {
  const temp = tempDataDir ? mkdtempSync(path.join(tmpdir(), 'sf-test-')) : null;
  const config = testConfig({ ...(temp ? { DATA_DIR: temp } : {}), ...overrides });
  const services = createServices({ config, database, secrets: fromMaster(TEST_APP_SECRET) });
  if (listen) await services.catalogChanges.start();
  // The job queue's worker runs as in the shop (bootstrap.ts): mail, scheduled posts and sale
  // edges happen at their commit or their time; `services.jobs.drain()` waits for them.
  await services.jobs.start();
  const app = await buildApp({ config, services, ...(web ? { web } : {}) });
  if (temp) app.addHook('onClose', async () => rmSync(temp, { recursive: true, force: true }));
  await app.ready();
  return {
    app,
    services,
    dataDir: config.DATA_DIR,
    async csrfHeaders() {
      const res = await app.inject({ method: 'GET', url: '/api/client/csrf-token' });
      const cookie = res.cookies.find((c) => c.name === 'sf_csrf');
      return {
        cookie: `sf_csrf=${cookie?.value}`,
        'x-csrf-token': res.json<{ token: string }>().token,
        'x-requested-with': 'XMLHttpRequest',
      };
    },
  };
}

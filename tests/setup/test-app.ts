import { testConfig, type Config } from '#server/config';
import { buildApp, type App, type AppDeps } from '#server/app';
import type { Database } from '#server/db/types';
import { fromMaster } from '#server/secrets';
import { createServices, type Services } from '#server/services/index';

export interface TestApp {
  app: App;
  services: Services;
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
}

/** The real app on a test database, API only unless `web` is given (pages are covered end to end). */
export async function createTestApp(
  database: Database,
  overrides: Partial<Config> = {},
  { web, listen = false }: TestAppOptions = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const services = createServices({ config, database, secrets: fromMaster(TEST_APP_SECRET) });
  if (listen) await services.catalogChanges.start();
  const app = await buildApp({ config, services, ...(web ? { web } : {}) });
  await app.ready();
  return {
    app,
    services,
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

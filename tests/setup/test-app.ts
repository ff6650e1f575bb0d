import { testConfig, type Config } from '../../src/server/config.js';
import { buildApp, type App, type AppDeps } from '../../src/server/app.js';
import type { Database } from '../../src/server/db/types.js';
import { fromMaster } from '../../src/server/secrets.js';
import { createServices, type Services } from '../../src/server/services/index.js';

export interface TestApp {
  app: App;
  services: Services;
  /** Headers a browser page would send on a state-changing call (CSRF cookie + token). */
  csrfHeaders(): Promise<Record<string, string>>;
}

/**
 * The real app on a test database, API only (pages are covered end to end) unless `web` brings
 * a page renderer (tests/fuzz/page-fuzz.test.ts loads one with Vite).
 */
export async function createTestApp(
  database: Database,
  overrides: Partial<Config> = {},
  web?: AppDeps['web'],
): Promise<TestApp> {
  const config = testConfig(overrides);
  const services = createServices({
    config,
    database,
    secrets: fromMaster('test-master-secret-test-master-secret'),
  });
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

import { testConfig, type Config } from '#server/config';
import { buildApp, type App } from '#server/app';
import type { Database } from '#server/db/types';
import { fromMaster } from '#server/secrets';
import { createServices, type Services } from '#server/services/index';

/**
 * The real app (API only) on a test database, not yet ready: a test may add a route of its own
 * (a slow handler, a page stand-in) before calling `app.ready()` or `app.listen()`.
 */
export async function buildOpsApp(
  database: Database,
  overrides: Partial<Config> = {},
): Promise<{ app: App; services: Services }> {
  const config = testConfig(overrides);
  const services = createServices({
    config,
    database,
    secrets: fromMaster('test-master-secret-test-master-secret'),
  });
  return { app: await buildApp({ config, services }), services };
}

/** Listens on a free loopback port: real sockets, so 'close' and timings are real. */
export async function listen(app: App): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

export async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text };
}

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { bootstrap } from './bootstrap.js';

/** config -> database -> migrate -> seed -> services -> app -> listen; and a graceful close. */
async function main() {
  const config = loadConfig();
  const services = await bootstrap(config);
  const build = (await import(
    pathToFileURL(path.resolve('build/server/index.js')).href
  )) as ServerBuild;
  const app = await buildApp({
    config,
    services,
    web: { build, mode: 'production', clientDir: 'build/client' },
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    // A hung request must not keep a deploy waiting forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close(); // stops accepting, waits for in-flight requests
    await services.database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

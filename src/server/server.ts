import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import type { Config } from './config';
import { buildApp } from './app';
import { indexListings, openServices } from './bootstrap';
import { startOpsListener } from './ops-listener';
import { oneProcessNote } from './process-count';

export interface ServeOptions {
  /** Flushes buffered spans at shutdown (telemetry.ts); null when tracing is off. */
  telemetry: { shutdown(): Promise<void> } | null;
  /** One of several processes (processes.ts): the primary says how many serve. */
  worker?: boolean;
}

/** database -> migrate -> seed -> services -> app -> listen, the ops listener; graceful close. */
export async function serve(config: Config, { telemetry, worker }: ServeOptions): Promise<void> {
  const services = await openServices(config);
  // The listing index is read while the app is built (~1.5 s of imports and plugins at
  // 1,000,000 products); the shop listens once both are done.
  const indexed = indexListings(services);
  indexed.catch(() => {}); // awaited below; it logs its own failure and never rejects
  const build = (await import(
    pathToFileURL(path.resolve('build/server/index.js')).href
  )) as ServerBuild;
  const app = await buildApp({
    config,
    services,
    web: { build, mode: 'production', clientDir: 'build/client' },
  });

  const admin =
    config.METRICS_PORT === 'off'
      ? null
      : await startOpsListener({
          host: config.METRICS_HOST,
          port: config.METRICS_PORT,
          registry: app.metrics.registry,
          database: services.database,
          backupToken: services.secrets.backup,
          dataDir: services.database.kind === 'pglite' ? config.DATA_DIR : undefined,
          log: app.log,
        });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests');
    // A hung request must not keep a deploy waiting forever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await admin?.close();
    await app.close(); // stops accepting, waits for in-flight requests
    await services.database.close();
    await telemetry?.shutdown().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await indexed;
  await app.listen({ port: config.PORT, host: config.HOST });
  if (!worker) console.log(oneProcessNote(config));
}

import cluster from 'node:cluster';
import { ConfigError, loadConfig } from './config';
import { processCount } from './process-count';

/**
 * The production entry. Tracing must be set up before fastify, pg and pino are loaded (their
 * instrumentations patch them as they load), so the server is imported only after that; the
 * build keeps it in a chunk of its own (scripts/build-server.mjs).
 */
async function main() {
  const config = loadConfig();
  // Several processes share the port on PostgreSQL (docs/decisions/064-every-core.md): the
  // primary forks them and replaces any that dies; it loads none of the shop and serves nothing.
  const count = processCount(config);
  if (count > 1 && cluster.isPrimary) {
    const { runPrimary } = await import('./processes');
    await runPrimary(config, count);
    return;
  }
  const telemetry = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import('./telemetry')).startTelemetry(config)
    : null;
  const { serve } = await import('./server');
  await serve(config, { telemetry, worker: cluster.isWorker });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

import { ConfigError, loadConfig } from './config';

/**
 * The production entry. Tracing must be set up before fastify, pg and pino are loaded (their
 * instrumentations patch them as they load), so the server is imported only after that; the
 * build keeps it in a chunk of its own (scripts/build-server.mjs).
 */
async function main() {
  const config = loadConfig();
  const telemetry = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import('./telemetry')).startTelemetry(config)
    : null;
  const { serve } = await import('./server');
  await serve(config, { telemetry });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

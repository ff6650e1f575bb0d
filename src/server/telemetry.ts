import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import type { Config } from './config';

/**
 * OpenTelemetry traces, off unless OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/decisions/014).
 *
 * Instrumentations patch modules as they are loaded, so this must run before fastify, pg and
 * pino are imported: `main.ts` imports nothing of the server until `startTelemetry` returned.
 * Spans: the incoming HTTP request (instrumentation-http), Fastify's hooks and handler
 * (@fastify/otel, registered on every Fastify instance as it is created) and each PostgreSQL
 * statement (instrumentation-pg). PGlite runs in the process and has no instrumentation.
 */
export interface Telemetry {
  /** Sends what is still buffered; call before the process exits. */
  shutdown(): Promise<void>;
}

export function startTelemetry(config: Config): Telemetry | null {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return null;
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  provider.register(); // global tracer provider + AsyncLocalStorage context manager
  const probes = new Set(['/healthz', '/readyz', '/metrics']);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Health probes every few seconds would drown the traces that matter.
        ignoreIncomingRequestHook: (request) => probes.has((request.url ?? '').split('?', 1)[0]!),
      }),
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
    ],
  });
  return { shutdown: () => provider.shutdown() };
}

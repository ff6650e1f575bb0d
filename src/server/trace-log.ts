import { trace } from '@opentelemetry/api';

/**
 * Pino mixin: the active span's ids on every log line written inside a traced request, so a log
 * line leads to its trace and back. Without telemetry (telemetry.ts) no span is ever active and
 * lines carry no such field; only the small API package is loaded here, never the SDK.
 */
export function traceLogFields(): Record<string, string> {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

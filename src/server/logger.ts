import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';
import { traceLogFields } from './trace-log';

export type { Logger } from 'pino';

/**
 * A request as the log shows it: a `secret=` in the address (InPost's webhook carries its
 * secret there, ShipX signing nothing) is blanked.
 */
function logRequest(req: { method: string; url: string; ip?: string }) {
  return {
    method: req.method,
    url: req.url.replace(/([?&]secret=)[^&]*/gi, '$1[redacted]'),
    remoteAddress: req.ip,
  };
}

/**
 * The app's one logger: the services write to it (createServices) and Fastify's request loggers
 * are its children (buildApp). With tracing on, every line logged inside a request names its
 * trace (trace-log.ts). `LOG_LEVEL=silent` writes nothing.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      mixin: traceLogFields,
      serializers: { req: logRequest },
      // A net under the rule that no secret is logged: a bearer header or the KSeF token that
      // reaches a log line by mistake is blanked (docs/decisions/074-ksef-client.md).
      redact: { paths: REDACTED, censor: '[redacted]' },
    },
    destination,
  );
}

const REDACTED = [
  'authorization',
  'headers.authorization',
  '*.headers.authorization',
  'KSEF_TOKEN',
  '*.KSEF_TOKEN',
];

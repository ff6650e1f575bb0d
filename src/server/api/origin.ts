import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

/**
 * The shop's origin for links in e-mails: PUBLIC_URL when set (README: set it in production, so
 * a forged Host header cannot point a link elsewhere), else the address the request came to.
 */
export function requestOrigin(config: Config, request: FastifyRequest): string {
  return config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}

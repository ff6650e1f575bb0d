import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for inline scripts React Router emits (hydration data). */
    scriptNonce: string;
  }
}

/**
 * Tokens live in browser storage (docs/rules.md#accounts-and-sessions), so XSS is the main threat: a strict nonce-based CSP on
 * every HTML response. Styles allow inline attributes (React `style`), never inline scripts.
 */
async function securityHeaders(app: FastifyInstance, opts: { dev: boolean }) {
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    // A 304 reuses the body the browser has, whose scripts carry that response's nonce: a policy
    // with a new nonce would replace the stored one and block them (see plugins/page-cache/page-server.ts).
    if (reply.statusCode === 304) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', policy(reply.scriptNonce, opts.dev));
    }
    return payload;
  });
}

function policy(nonce: string, dev: boolean): string {
  // Vite's dev client injects inline scripts and talks over a websocket.
  const script = dev ? `'self' 'unsafe-inline'` : `'self' 'nonce-${nonce}'`;
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

export default fp(securityHeaders, { name: 'security-headers' });

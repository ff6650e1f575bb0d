import type { FastifyInstance } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler';

/**
 * Pages: a loader's database error becomes React Router's error page with status 500 and never
 * reaches the error handler (which answers the API's 503s). While the database is down (a
 * restart, a failover), a failed page says so instead: 503 + Retry-After, so a balancer or a
 * crawler tries again rather than taking the page for broken. One probe per failed response.
 */
export function answerDatabaseDown(app: FastifyInstance, reachable: () => Promise<boolean>): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 500 && reply.statusCode !== 503 && !(await reachable())) {
      reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
    return payload;
  });
}

import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/types';
import { NEVER_SHED } from './load-shedding';

/** One `select 1`; false when the database cannot answer (down, restarting, timed out). */
export async function databaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Liveness says the process runs (never shed: an overloaded process must not be restarted for
 * it); readiness says it should get traffic now: its database answers and it is not shedding
 * load, so a balancer sends the next request to a less busy process.
 */
export default async function health(app: FastifyInstance, opts: { db: Db }) {
  const config = NEVER_SHED;
  app.get('/healthz', { schema: { hide: true }, config }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true }, config }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const overload = app.hasDecorator('overload') ? app.overload() : null;
    if (overload) return reply.status(503).send({ status: 'overloaded', reason: overload });
    if (!(await databaseReachable(opts.db)))
      return reply.status(503).send({ status: 'unavailable', reason: 'database' });
    return { status: 'ready' };
  });
}

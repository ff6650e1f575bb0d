import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answerDatabaseDown } from './database-down';

/** A page app stand-in: React Router answers a loader's failure with a 500 error page. */
async function pages(reachable: boolean) {
  const app = Fastify();
  answerDatabaseDown(app, async () => reachable);
  const page = (status: number) => async (_r: unknown, reply: import('fastify').FastifyReply) =>
    reply.code(status).type('text/html').send('<h1>Something went wrong</h1>');
  app.get('/failed', page(500));
  app.get('/missing', page(404));
  app.get('/fine', page(200));
  await app.ready();
  return app;
}

describe('pages while the database is down', () => {
  it('turn a failed page into 503 + Retry-After, keeping the error page', async () => {
    const app = await pages(false);
    const res = await app.inject('/failed');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(res.body).toContain('Something went wrong');
    expect((await app.inject('/missing')).statusCode).toBe(404);
    expect((await app.inject('/fine')).statusCode).toBe(200);
    await app.close();
  });

  it('leave a 500 alone while the database answers (a bug, not an outage)', async () => {
    const app = await pages(true);
    const res = await app.inject('/failed');
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    await app.close();
  });
});

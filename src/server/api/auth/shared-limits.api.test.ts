import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authClient, freshEmail } from '#tests/setup/auth-client';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { createTestDatabase } from '#tests/setup/test-database';
import type { Database } from '#server/db/types';

const hasRedis = spawnSync('redis-server', ['--version']).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Two app processes (here: two app instances) behind one load balancer share counters in Redis. */
describe.skipIf(!hasRedis)('rate limits shared through Redis (REDIS_URL)', () => {
  let redis: ChildProcess;
  let database: Database;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 50; i++) {
      if (
        spawnSync('redis-cli', ['-p', String(port), 'ping'])
          .stdout?.toString()
          .includes('PONG')
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    database = await createTestDatabase('pglite');
    a = await createTestApp(database, { REDIS_URL: `redis://127.0.0.1:${port}` });
    b = await createTestApp(database, { REDIS_URL: `redis://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await a?.app.close();
    await b?.app.close();
    await database?.close();
    redis?.kill();
  });

  it('counts login attempts of one account across processes', async () => {
    const email = freshEmail();
    const login = (t: TestApp) =>
      authClient(t).call('POST', '/api/client/pl/auth/login', {
        body: { email, password: 'wrong password 1' },
      });
    for (let i = 0; i < 5; i++) expect((await login(a)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await login(b)).status).toBe(401);
    const over = await login(a);
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});

// Several processes serving one port on PostgreSQL (docs/decisions/064-every-core.md): pages are
// the same bytes whichever process renders them (and as one process renders them), a process that
// dies is replaced while the others answer, and SIGTERM stops them all. Needs PostgreSQL
// (TEST_DATABASE_URL's server, as the unit tests use); skipped without it.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { expect, test } from './support/fixtures';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function start(databaseUrl: string, port: number, processes: string) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: 'off',
      DATABASE_URL: databaseUrl,
      // Links name PUBLIC_URL, else the port: both servers must name the same.
      PUBLIC_URL: 'http://shop.test',
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '40',
      // Every request renders: the page cache would answer the second one from memory.
      PAGE_CACHE_TTL_SECONDS: '0',
      SHOP_PROCESSES: processes,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c));
  child.stderr?.on('data', (c: Buffer) => (output += c));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, output: () => output };
}

async function until(check: () => boolean, what: string, ms = 120_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A GET on a connection of its own: the cluster hands each new connection to the next process. */
function get(port: number, path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The pids of a process's children (Linux /proc). */
function children(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid)
        found.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

test.describe('several processes on one port', () => {
  test.describe.configure({ timeout: 240_000 });

  test('same bytes from every process, a dead one replaced, SIGTERM stops all', async () => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    try {
      await admin.connect();
    } catch {
      test.skip(true, 'PostgreSQL is not reachable');
    }
    const name = `e2e_processes_${process.pid}_${Date.now()}`;
    await admin.query(`create database "${name}"`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const servers: ReturnType<typeof start>[] = [];
    try {
      const port = await freePort();
      const shop = start(url.href, port, '2');
      servers.push(shop);
      await until(() => /Serving on 2 processes/.test(shop.output()), 'two processes');
      const workers = children(shop.child.pid!);
      expect(workers).toHaveLength(2);
      // A process a core collects its garbage on its own thread (process-count.ts).
      for (const pid of workers)
        expect(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')).toEqual(
          expect.arrayContaining(availableParallelism() <= 2 ? ['--single-threaded-gc'] : []),
        );

      const onePort = await freePort();
      const single = start(url.href, onePort, '1');
      servers.push(single);
      await until(() => /Serving on 1 process/.test(single.output()), 'one process');

      // New connections go to the processes in turn: 6 renders, 3 by each.
      for (const path of ['/pl', '/en/search?search=lampa']) {
        const reference = await get(onePort, path);
        expect(reference.status).toBe(200);
        for (let i = 0; i < 6; i += 1) {
          const answer = await get(port, path);
          expect(answer.status).toBe(200);
          expect(answer.body.equals(reference.body), `${path}, request ${i}`).toBe(true);
        }
      }

      // A process dies: the other answers meanwhile, and a new one takes its place.
      process.kill(workers[0]!, 'SIGKILL');
      await until(() => /exited \(SIGKILL\)/.test(shop.output()), 'the primary to see it');
      for (let i = 0; i < 6; i += 1) expect((await get(port, '/pl')).status).toBe(200);
      await until(() => children(shop.child.pid!).length === 2, 'a new process');
      await until(() => (shop.output().match(/Listing index/g) ?? []).length >= 3, 'its start');

      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      expect(workers.flatMap((pid) => children(pid))).toEqual([]);
    } finally {
      for (const server of servers)
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(servers.map((s) => s.exited));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});

import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/prod-server';

/**
 * A PostgreSQL server of a test's own (initdb + pg_ctl in a temporary directory, loopback, a
 * free port), for tests that stop and start the database: the shared server other tests use
 * must never be restarted. Runs as the `postgres` user when the test runs as root (PostgreSQL
 * refuses root). `postgresBinaries()` is null where PostgreSQL is not installed: skip then.
 */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'pg_ctl')) && existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return null;
}

export interface DisposablePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Async, so that an app in this process keeps serving while the database goes down. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and deletes its directory. */
  remove(): Promise<void>;
}

export async function startDisposablePostgres(bin: string): Promise<DisposablePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const run = async (tool: string, args: string[]) => {
    await promisify(execFile)(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      { timeout: 60_000 },
    );
  };
  const data = path.join(dir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  // `fast`: what a restart does to sessions: each one is terminated (57P01).
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop().catch(() => {}); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

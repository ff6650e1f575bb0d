// The production server's life cycle on the embedded database: a second process on the same data
// directory refuses to start, SIGTERM shuts down cleanly (lock released), and a restart opens the
// same data. (SIGKILL durability of acknowledged writes: tests/db/durability.test.ts.)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function start(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_PRODUCTS: '40',
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

async function waitReady(port: number, child: ChildProcess) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('server exited before it was ready');
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server not ready in time');
}

test.describe('server life cycle', () => {
  test.describe.configure({ timeout: 180_000 });

  test('locks its data, shuts down on SIGTERM, and restarts on the same data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storefront-life-'));
    try {
      const port = await freePort();
      const first = start(dataDir, port);
      await waitReady(port, first.child);
      const tree = await (
        await fetch(`http://127.0.0.1:${port}/api/client/pl/category/tree`)
      ).json();
      expect(tree.data.categories.length).toBeGreaterThanOrEqual(8);

      const second = start(dataDir, await freePort());
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toMatch(/Another process \(pid \d+\) is using the database/);

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

      const again = start(dataDir, port);
      await waitReady(port, again.child);
      const treeAgain = await (
        await fetch(`http://127.0.0.1:${port}/api/client/pl/category/tree`)
      ).json();
      expect(treeAgain).toEqual(tree);
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

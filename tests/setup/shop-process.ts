import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { TEST_APP_SECRET } from './test-app';

export interface ShopProcess {
  base: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Another shop process: `tests/setup/serve-api.ts` under tsx (the API app as main.ts wires it),
 * with `env` as its whole environment (plus PATH and HOME). Resolves once it listens. `script`
 * serves something else the same way (tests/setup/serve-cached-pages.ts).
 */
export async function startShopProcess(
  env: Record<string, string>,
  script = 'tests/setup/serve-api.ts',
): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the process did not start in 45 s')), 45_000);
    child.once('exit', (code) => reject(new Error(`the process exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    base: `http://127.0.0.1:${port}`,
    child,
    async stop() {
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}

/**
 * A second shop process on the same PostgreSQL as a test app (`createTestApp(…, { listen: true })`):
 * the same secret, its own data directory (removed on stop), `env` on top (REDIS_URL, say).
 */
export async function startPeerShop(
  databaseUrl: string,
  env: Record<string, string> = {},
  script?: string,
): Promise<ShopProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-peer-shop-'));
  try {
    const peer = await startShopProcess(
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        APP_SECRET: TEST_APP_SECRET,
        ...env,
      },
      script,
    );
    return {
      ...peer,
      async stop() {
        await peer.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

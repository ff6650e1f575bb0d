import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

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

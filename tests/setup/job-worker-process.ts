import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The worker of tests/setup/job-worker.ts in its own process; resolves once it runs. */
export async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/setup/job-worker.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the worker did not start in 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`the worker exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line === 'READY') {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

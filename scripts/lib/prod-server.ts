/**
 * Starts the production server (dist/server/main.js) for a load script: loopback, a free port,
 * its output in a log file, killed if the script dies. Shared by the soak and the overload bench.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { shopNodeFlags } from './heap-limit.mjs';

export interface ProdServer {
  base: string;
  pid: number;
  /**
   * Resident memory of the server in MB (Linux /proc), its processes together when several serve
   * (SHOP_PROCESSES, docs/decisions/064-every-core.md); NaN where unavailable.
   */
  rssMb(): number;
  /** CPU seconds (user + system) the server's processes have used so far (Linux /proc). */
  cpuSeconds(): number;
  /** Milliseconds from the spawn until it answered ready with every process listening. */
  readyMs: number;
  /** Milliseconds from the spawn until it first answered ready (one process serving). */
  firstReadyMs: number;
  stop(): Promise<void>;
}

export async function startProdServer(
  env: Record<string, string>,
  logFile: string,
  readyTimeoutMs = 180_000,
  /** The checkout whose build to serve (another worktree, for before/after comparisons). */
  cwd = process.cwd(),
  /**
   * `cpus`: the CPUs it may run on (`taskset -c`), so that the shop sees only those; `nodeFlags`:
   * Node flags beside the shop's own.
   */
  { cpus, nodeFlags = [] }: { cpus?: string; nodeFlags?: string[] } = {},
): Promise<ProdServer> {
  const main = path.resolve(cwd, 'dist/server/main.js');
  if (!existsSync(main) || !existsSync(path.resolve(cwd, 'build/server/index.js'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const port = await freePort();
  const log = createWriteStream(logFile);
  // The flags `npm start` gives the shop (its heap limit), so the figures are the shop's as it runs.
  const flags = shopNodeFlags({ ...process.env, ...env });
  const command = [process.execPath, ...flags, ...nodeFlags, main];
  if (cpus) command.unshift('taskset', '-c', cpus);
  const child: ChildProcess = spawn(command[0]!, command.slice(1), {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  // Every process listens once the server logs "Serving on N process(es)" (processes.ts); a
  // build from before that line (an older commit, for a before/after comparison) is ready at
  // its first good /readyz.
  let serving = !announcesServing(path.dirname(main));
  child.stdout?.on('data', (chunk: Buffer) => {
    if (!serving && /Serving on \d+ process/.test(chunk.toString())) serving = true;
  });
  const spawned = performance.now();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  let firstReadyMs = NaN;
  for (;;) {
    // A process killed by a signal (an out-of-memory abort) has a signalCode and no exitCode.
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited while starting (${logFile}).`);
    try {
      const response = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.ok && Number.isNaN(firstReadyMs)) firstReadyMs = performance.now() - spawned;
      if (response.ok && serving) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server was not ready within ${readyTimeoutMs / 1000} s (${logFile}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    pid: child.pid!,
    readyMs: performance.now() - spawned,
    firstReadyMs,
    rssMb: () => treeRssMb(child.pid!),
    cpuSeconds: () => treeCpuSeconds(child.pid!),
    async stop() {
      process.removeListener('exit', killOnExit);
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
      log.end();
    },
  };
}

/** Whether the build (main.js and its chunks) logs "Serving on N process(es)" once all listen. */
function announcesServing(dir: string): boolean {
  const files = (sub: string) =>
    existsSync(path.join(dir, sub))
      ? readdirSync(path.join(dir, sub)).map((name) => path.join(dir, sub, name))
      : [];
  return [...files('.'), ...files('chunks')].some(
    (file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('Serving on'),
  );
}

export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

/** The pids of a process and its children (the processes a primary forked). */
function tree(pid: number): number[] {
  const pids = [pid];
  try {
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // pid (comm) state ppid …: the name may hold spaces, so read after its closing paren.
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid)
          pids.push(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    // no /proc
  }
  return pids;
}

/** User + system CPU seconds of a process and its children (clock ticks of 1/100 s). */
export function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const p of tree(pid)) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    } catch {
      // gone meanwhile
    }
  }
  return ticks / 100;
}

/** RSS of a process and its children (the processes a primary forked), in MB. */
export function treeRssMb(pid: number): number {
  return tree(pid).reduce((total, p) => total + rssMb(p), 0);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === 'object'
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Load scripts generate traffic: only ever at this machine. */
export function assertLoopback(url: string): string {
  const parsed = new URL(url);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname))
    throw new Error('--url must point at this machine (127.0.0.1, localhost or [::1]).');
  return parsed.origin;
}

/** Percentile of sorted numbers (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Waits until the server's processes use under a tenth of a core (at most 60 s): a start leaves
 * work behind (the listing index reads its titles' hashes after the shop answers), which a bench
 * must not measure as the shop's.
 */
export async function settled(server: ProdServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const cpu = server.cpuSeconds();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (server.cpuSeconds() - cpu < 0.1) return;
  }
}

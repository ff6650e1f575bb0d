import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { workerNodeFlags } from './process-count';

/** A process that dies this soon after its start counts towards giving up (a broken start). */
const EARLY_EXIT_MS = 30_000;
/** Broken starts in a row after which the primary stops forking and exits. */
const MAX_EARLY_EXITS = 5;
/** How long the processes get to finish their requests at a stop (each forces itself at 10 s). */
const STOP_GRACE_MS = 15_000;

/**
 * The primary of several processes serving one port (docs/decisions/064-every-core.md): it
 * loads none of the shop (it stays small), forks `count` processes one after another that each run the whole shop
 * (server.ts) and share the port (the cluster module hands them connections in turn), and forks a
 * new one when one dies. Catalogue changes reach every process through the change bus on
 * PostgreSQL, as between machines; the first to start migrates and seeds, the others wait for it
 * (bootstrap.ts). It serves nothing itself. SIGTERM and SIGINT stop them all.
 */
export async function runPrimary(
  config: Config,
  count: number,
  log: (msg: string) => void = console.log,
): Promise<void> {
  const started = Date.now();
  let closing = false;
  let earlyExits = 0;
  let ready = false;
  const listening = new Set<number>();
  const startedAt = new Map<number, number>();

  cluster.setupPrimary({ execArgv: [...process.execArgv, ...workerNodeFlags(count)] });
  const fork = (): Worker => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    return worker;
  };

  const live = () => Object.keys(cluster.workers ?? {}).length;

  // One process starts at a time: the first answers as soon as it has read the listing index
  // (read at once by every process, the reads slowed each other down: decision 065), and each
  // one that listens starts the next.
  cluster.on('listening', (worker, address) => {
    if (address.port !== config.PORT && config.PORT !== 0) return; // the ops listener's port
    listening.add(worker.id);
    if (ready) log(`A new process (${worker.process.pid}) serves on port ${config.PORT}`);
    else if (listening.size === 1)
      log(
        `Ready on 1 of ${count} processes (port ${config.PORT}) in ${Date.now() - started} ms; the others start one after another`,
      );
    if (!ready && listening.size >= count) {
      ready = true;
      log(
        `Serving on ${count} processes sharing port ${config.PORT} (one a core; SHOP_PROCESSES=1 serves on one), all listening in ${Date.now() - started} ms`,
      );
    }
    if (!closing && live() < count) fork();
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (closing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    earlyExits = lived < EARLY_EXIT_MS ? earlyExits + 1 : 0;
    console.error(
      `Process ${worker.process.pid} exited (${signal ?? `code ${code}`}) after ${Math.round(lived / 1000)} s; the others serve meanwhile`,
    );
    if (earlyExits >= MAX_EARLY_EXITS) {
      console.error(`${earlyExits} processes in a row died while starting: stopping.`);
      closing = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
      process.exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    if (live() < count) fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  fork();
}

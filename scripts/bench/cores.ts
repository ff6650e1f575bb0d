/**
 * The "every core" figure of the ratio bench (docs/decisions/064-every-core.md): misses a second
 * at 10 connections from the shop on one core (one process pinned to one core with `taskset`),
 * on one process free to use every core, and on its default, one process a core, all started on
 * the same database and measured in turns in the same run, so the machine's load weighs on them
 * alike. One process alone is not one core: V8's collector threads and the thread pool's
 * compression run on the other cores (~1.45 cores on 2), so the figure's goal is against one
 * core, and the ratio against one process is printed beside it. Each server has its
 * own page cache, so both walk the same distinct addresses: every request is a miss. Load
 * shedding is off in both (SHED_TARGET_WAIT_MS=0): the figure is capacity, and on a loaded
 * machine ten connections of misses wait past the shedding target, so 503s (fast, and counted by
 * wrk as requests) would stand in for renders.
 */
import { availableParallelism, loadavg } from 'node:os';
import { settled, startProdServer, type ProdServer } from '../lib/prod-server';
import { missAddresses, scope, type Scope } from './ratio';
import { wrk, type WrkResult } from './wrk';

const HTML = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
const SERVER_ENV = { PAGE_CACHE_TTL_SECONDS: '600', SEED_DEMO: 'false', SHED_TARGET_WAIT_MS: '0' };

export interface CoresFigure {
  processes: number;
  /** One process pinned to one core. */
  core: WrkResult[];
  one: WrkResult[];
  every: WrkResult[];
  /** CPU the servers' processes used per second of each round: how many cores they got. */
  coresCore: number[];
  coresOne: number[];
  coresEvery: number[];
  /** Every core's misses a second over one core's, the rounds summed (the goal's figure). */
  ratio: number;
  /** Every core's over one unpinned process's. */
  ratioOne: number;
  rssOneMb: number;
  rssEveryMb: number;
  readyOneMs: number;
  readyEveryMs: number;
}

export async function coresFigure(
  env: Record<string, string>,
  s: Scope,
  seconds: number,
  rounds = 3,
): Promise<CoresFigure> {
  const servers: ProdServer[] = [];
  try {
    // As on a machine of one core: its threads on CPU 0, and no collector threads helping (V8
    // would start them on another core's behalf, and on one core they only take turns).
    const core = await startProdServer(
      { ...SERVER_ENV, ...env, SHOP_PROCESSES: '1' },
      '/tmp/bench-cores-core.log',
      undefined,
      undefined,
      { cpus: '0', nodeFlags: ['--single-threaded-gc'] },
    );
    servers.push(core);
    const one = await startProdServer(
      { ...SERVER_ENV, ...env, SHOP_PROCESSES: '1' },
      '/tmp/bench-cores-one.log',
    );
    servers.push(one);
    const every = await startProdServer(
      { ...SERVER_ENV, ...env, SHOP_PROCESSES: 'auto' },
      '/tmp/bench-cores-every.log',
    );
    servers.push(every);
    // Each server's start leaves work behind (the index's titles' hashes are read after it
    // answers): measured during it, the first round would weigh on whichever started last.
    for (const server of [core, one, every]) await settled(server);
    const addresses = missAddresses(s);
    // Warm-up (JIT, connections, every process): the list's tail, never measured.
    const warm = addresses.slice(-200);
    const slice = Math.floor((addresses.length - warm.length) / rounds);
    for (const server of [core, one, every])
      await wrk(server.base, { seconds: 1, connections: 10, headers: HTML, paths: warm });
    const result = {
      core: [] as WrkResult[],
      one: [] as WrkResult[],
      every: [] as WrkResult[],
      coresCore: [] as number[],
      coresOne: [] as number[],
      coresEvery: [] as number[],
    };
    const measured = async (server: ProdServer, paths: string[], cores: number[]) => {
      const cpu = server.cpuSeconds();
      const started = performance.now();
      const r = await wrk(server.base, { seconds, connections: 10, headers: HTML, paths });
      cores.push((server.cpuSeconds() - cpu) / ((performance.now() - started) / 1000));
      return r;
    };
    for (let round = 0; round < rounds; round += 1) {
      const paths = addresses.slice(round * slice, (round + 1) * slice);
      result.core.push(await measured(core, paths, result.coresCore));
      result.one.push(await measured(one, paths, result.coresOne));
      result.every.push(await measured(every, paths, result.coresEvery));
    }
    const sum = (rs: WrkResult[]) => rs.reduce((t, r) => t + r.rps, 0);
    return {
      processes: Number(env.DATABASE_URL ? availableParallelism() : 1),
      ...result,
      ratio: sum(result.every) / sum(result.core),
      ratioOne: sum(result.every) / sum(result.one),
      rssOneMb: one.rssMb(),
      rssEveryMb: every.rssMb(),
      readyOneMs: one.readyMs,
      readyEveryMs: every.readyMs,
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** `npm run bench -- --mode cores`: the figure alone, printed against its goal. */
export async function coresBench(seconds: number, env: Record<string, string>): Promise<void> {
  const probe = await startProdServer(
    { SEED_DEMO: 'false', ...env, SHOP_PROCESSES: '1' },
    '/tmp/bench-cores-scope.log',
  );
  let s: Scope;
  try {
    s = await scope(probe.base);
  } finally {
    await probe.stop();
  }
  const c = await coresFigure(env, s, seconds);
  const rates = (rs: WrkResult[]) => rs.map((r) => r.rps.toFixed(0)).join(' / ');
  const failed = [...c.core, ...c.one, ...c.every].reduce((t, r) => t + r.errors, 0);
  console.log(
    `\nEvery core, ${new Date().toISOString()}, ${seconds} s a round, load average ` +
      `${loadavg()[0]!.toFixed(1)} at the end, ${s.categoryUrl} (${s.lastPage} pages)`,
  );
  console.log(
    `misses/s, 10 connections: ${rates(c.every)} on ${c.processes} processes vs ${rates(c.core)} on one core = ` +
      `${c.ratio.toFixed(2)}x (goal >= 1.6x)${failed ? `, ${failed} failed` : ''}`,
  );
  console.log(
    `  and vs ${rates(c.one)} on one process free to use every core = ${c.ratioOne.toFixed(2)}x`,
  );
  const p50 = (rs: WrkResult[]) => rs.map((r) => r.p50.toFixed(0)).join(' / ');
  console.log(
    `p50 ms: ${p50(c.every)} vs ${p50(c.core)} (one core) and ${p50(c.one)} (one process)`,
  );
  const cores = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' / ');
  console.log(
    `cores the server's processes used (CPU s per s): ${cores(c.coresEvery)} vs ${cores(c.coresCore)} and ${cores(c.coresOne)}`,
  );
  // CPU a miss costs the shop's processes (PostgreSQL's own not counted): if it is the same on
  // both, processes add no work per miss, and only free cores decide the ratio.
  const perMiss = (xs: number[], rs: WrkResult[]) =>
    xs.map((x, i) => ((x / rs[i]!.rps) * 1000).toFixed(0)).join(' / ');
  console.log(
    `CPU ms a miss: ${perMiss(c.coresEvery, c.every)} vs ${perMiss(c.coresCore, c.core)} and ${perMiss(c.coresOne, c.one)}`,
  );
  console.log(
    `RSS after: ${c.rssEveryMb.toFixed(0)} vs ${c.rssOneMb.toFixed(0)} MB; ready in ` +
      `${(c.readyEveryMs / 1000).toFixed(1)} vs ${(c.readyOneMs / 1000).toFixed(1)} s`,
  );
}

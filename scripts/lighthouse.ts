/**
 * Lighthouse (mobile, simulated throttling) on the home, a category and a product page of the
 * demo shop, this build against an earlier commit's, in the same run: the consent banner must
 * keep accessibility at 100 while it shows and lose no performance against the build before it
 * (decision 054). A fresh Chrome profile has no consent choice, so the banner shows.
 *
 *   npx tsx scripts/lighthouse.ts [--runs 3] [--before <commit>] [--no-build]
 *
 * `--before` defaults to the commit before the consent banner's merge (decision 054). It is
 * built in a temporary worktree that borrows this checkout's node_modules. Runs alternate
 * before/after page by page, so the machine's load falls on both alike; medians are printed.
 * Needs CHROME_PATH (default /usr/bin/chromium). Figures go in docs/performance.md.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startProdServer, type ProdServer } from './lib/prod-server';

const run = promisify(execFile);
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const RUNS = Number(option('runs', '3'));
const BEFORE = option('before', 'd781bdd^1'); // main just before "Merge notices-consent"
const BUILD = !args.includes('--no-build');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage';

interface Scores {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The accessibility audits that failed (their ids), so a score under 100 says why. */
  failed: string[];
}

function build(cwd: string) {
  execFileSync('npm', ['run', 'build'], { cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A worktree of `commit` with this checkout's node_modules, built; removed at the end. */
function prepareBefore(commit: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'lighthouse-before-'));
  execFileSync('git', ['worktree', 'add', '--detach', '--force', dir, commit], { stdio: 'ignore' });
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  build(dir);
  return {
    dir,
    remove: () => {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function serve(cwd: string, label: string): Promise<{ server: ProdServer; data: string }> {
  const data = mkdtempSync(path.join(tmpdir(), `lighthouse-${label}-`));
  const server = await startProdServer(
    { DATA_DIR: data, SEED_DEMO: 'true', MAX_EVENT_LOOP_DELAY_MS: '0', SHED_TARGET_WAIT_MS: '0' },
    path.join(data, 'server.log'),
    180_000,
    cwd,
  );
  return { server, data };
}

/** The home, the first category the home links and the first product that category lists. */
async function pagesOf(base: string): Promise<Record<string, string>> {
  const html = async (p: string) => (await fetch(`${base}${p}`)).text();
  const home = await html('/pl');
  const category = /href="(\/pl\/catalog\/[^"#?]+)"/.exec(home)?.[1];
  if (!category) throw new Error('the home page links no category');
  const product = /href="(\/pl\/product\/[^"#?]+)"/.exec(await html(category))?.[1];
  if (!product) throw new Error(`${category} lists no product`);
  return { home: '/pl', category, product };
}

/** Lighthouse once; a run that fails (its trace lost, NO_NAVSTART on a busy machine) is retried. */
async function lighthouse(url: string, tries = 3): Promise<Scores> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= tries) throw error;
      console.log(`lighthouse failed on ${url} (try ${attempt}), trying again`);
    }
  }
}

async function lighthouseOnce(url: string): Promise<Scores> {
  const bin = path.resolve('node_modules/.bin/lighthouse');
  const { stdout } = await run(
    bin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as {
    categories: Record<string, { score: number; auditRefs: Array<{ id: string }> }>;
    audits: Record<string, { numericValue?: number; score: number | null }>;
  };
  const failed = report.categories
    .accessibility!.auditRefs.map((ref) => ref.id)
    .filter((id) => report.audits[id]?.score === 0);
  return {
    performance: Math.round(report.categories.performance!.score * 100),
    accessibility: Math.round(report.categories.accessibility!.score * 100),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    failed,
  };
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main() {
  const before = prepareBefore(BEFORE);
  if (BUILD) build(process.cwd());
  const builds = {
    before: await serve(before.dir, 'before'),
    after: await serve(process.cwd(), 'after'),
  };
  try {
    const pages = {
      before: await pagesOf(builds.before.server.base),
      after: await pagesOf(builds.after.server.base),
    };
    const results: Record<string, Record<string, Scores[]>> = {};
    for (let r = 1; r <= RUNS; r++) {
      for (const page of ['home', 'category', 'product']) {
        for (const which of ['before', 'after'] as const) {
          const url = `${builds[which].server.base}${pages[which][page]}`;
          const scores = await lighthouse(url);
          ((results[page] ??= {})[which] ??= []).push(scores);
          console.log(`run ${r} ${page} ${which}: ${JSON.stringify(scores)}`);
        }
      }
    }
    console.log(
      `\nmedians of ${RUNS} runs (load average ${execFileSync('cat', ['/proc/loadavg']).toString().split(' ').slice(0, 3).join(' ')}), before = ${BEFORE}`,
    );
    console.log('page      build   perf  a11y  LCP ms  TBT ms  CLS    failed a11y audits');
    for (const [page, byBuild] of Object.entries(results)) {
      for (const [which, list] of Object.entries(byBuild)) {
        const m = (key: Exclude<keyof Scores, 'failed'>) => median(list.map((s) => s[key]));
        console.log(
          `${page.padEnd(9)} ${which.padEnd(7)} ${String(m('performance')).padStart(4)}  ${String(m('accessibility')).padStart(4)}  ${String(m('lcpMs')).padStart(6)}  ${String(m('tbtMs')).padStart(6)}  ${m('cls').toFixed(3)}  ${[...new Set(list.flatMap((s) => s.failed))].join(' ') || '-'}`,
        );
      }
    }
  } finally {
    for (const { server, data } of Object.values(builds)) {
      await server.stop();
      rmSync(data, { recursive: true, force: true });
    }
    before.remove();
  }
}

await main();

// `npm test`: every automated test, on a fresh machine, in one command.
//   1. vitest run           unit, service and API suites (PGlite; PostgreSQL too when reachable)
//   2. ensure Chromium      Debian's package (installed with apt-get when run as root)
//   3. npm run build        always, so the e2e tests exercise the current code
//   4. playwright test      against the production build (one server, see tests/e2e/support)
//   5. soak                 one minute of mixed traffic on the build (npm run soak): one test
// Output streams live; the last line is `N passed, N failed[, N skipped]` over both runners.
// A step that fails without reporting tests (a build error, a crashed runner) counts as 1 failed.
//   npm test -- --unit     only step 1
//   npm test -- --e2e      only steps 2-4
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== '--unit' && a !== '--e2e');
if (unknown.length > 0) {
  console.error(`Unknown argument(s): ${unknown.join(' ')}\nUsage: npm test [-- --unit | --e2e]`);
  process.exit(2);
}
const runUnit = args.length === 0 || args.includes('--unit');
const runE2e = args.length === 0 || args.includes('--e2e');

const TMP = path.join(root, '.tmp');
const VITEST_JSON = path.join(TMP, 'vitest.json');
const PLAYWRIGHT_JSON = path.join(TMP, 'playwright.json');
mkdirSync(TMP, { recursive: true });

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
/** @type {{name: string, ok: boolean, seconds: number, passed: number, failed: number, skipped: number, note?: string}[]} */
const steps = [];

let interrupted = false; // after Ctrl-C, finish the running step and skip the rest
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

function banner(title) {
  console.log(`\n${paint(1, `━━ ${title} ━━`)}`);
}

/** Runs a command with inherited stdio; resolves its exit code (signals count as failures). */
function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    // Ctrl-C reaches the child through the terminal's process group: wait for it to clean up
    // (Playwright stops its server) instead of dying first. A SIGTERM sent to us alone is passed on.
    const onInterrupt = () => (interrupted = true);
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', onInterrupt);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      process.off('SIGINT', onInterrupt);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON report (Jest-compatible). A file that fails to load counts as one failure. */
function vitestCounts(report) {
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const names = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const test of failedTests) names.push(`${where} > ${test.fullName ?? test.title}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      names.push(`${where} (did not load: ${String(file.message ?? '').split('\n')[0]})`);
    }
  }
  return { passed, failed, skipped, names };
}

/** Titles of Playwright tests with the given outcome ('unexpected' = failed, 'flaky'). */
function playwrightNames(report, outcome) {
  const names = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === outcome)
          names.push(`${[...trail, spec.title].join(' > ')} [${test.projectName}]`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return names;
}

/** Playwright's JSON report. Flaky (passed on retry) counts as passed but is named in the note. */
function playwrightCounts(report) {
  const stats = report.stats ?? {};
  const flaky = stats.flaky ?? 0;
  const globalErrors = (report.errors ?? []).length;
  const names = [
    ...playwrightNames(report, 'unexpected'),
    ...playwrightNames(report, 'flaky').map((n) => `${n} (flaky: passed on retry)`),
  ];
  return {
    names,
    passed: (stats.expected ?? 0) + flaky,
    failed: (stats.unexpected ?? 0) + (globalErrors > 0 && !stats.unexpected ? 1 : 0),
    skipped: stats.skipped ?? 0,
    note: [flaky ? `${flaky} flaky` : '', globalErrors ? `${globalErrors} global error(s)` : '']
      .filter(Boolean)
      .join(', '),
  };
}

async function step(name, body) {
  if (interrupted) return false;
  banner(name);
  const started = Date.now();
  const result = await body();
  const record = {
    name,
    seconds: (Date.now() - started) / 1000,
    passed: 0,
    failed: 0,
    skipped: 0,
    ...result,
  };
  steps.push(record);
  return record.ok;
}

// 1. Unit, service and API tests.
if (runUnit) {
  await step('vitest', async () => {
    rmSync(VITEST_JSON, { force: true });
    const code = await run(bin('vitest'), [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_JSON}`,
    ]);
    const report = readJson(VITEST_JSON);
    if (!report) return { ok: false, failed: 1, note: `vitest exited ${code} without a report` };
    const counts = vitestCounts(report);
    // Exit code and counts must agree: a non-zero exit with no failed test (an unhandled error
    // between tests, a failed global setup) still counts as a failure.
    if (code !== 0 && counts.failed === 0)
      return { ok: false, ...counts, failed: 1, note: `exit ${code}` };
    return { ok: code === 0, ...counts };
  });
}

if (runE2e) {
  // 2. A browser.
  const chromiumOk = await step('chromium', async () => {
    try {
      const found = ensureChromium();
      console.log(`Chromium: ${found}`);
      process.env.CHROMIUM_PATH ??= found;
      return { ok: true };
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      return { ok: false, failed: 1, note: 'no Chromium' };
    }
  });

  // 3. The production build the e2e server runs.
  const buildOk =
    chromiumOk &&
    (await step('build', async () => {
      const code = await run('npm', ['run', 'build']);
      const outputs = ['dist/server/main.js', 'build/server/index.js'].filter(
        (f) => !existsSync(f),
      );
      if (code !== 0 || outputs.length > 0) {
        return {
          ok: false,
          failed: 1,
          note: code !== 0 ? `exit ${code}` : `missing ${outputs.join(', ')}`,
        };
      }
      return { ok: true };
    }));

  // 4. End-to-end tests.
  if (buildOk) {
    await step('playwright', async () => {
      rmSync(PLAYWRIGHT_JSON, { force: true });
      const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
        PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON,
      });
      const report = readJson(PLAYWRIGHT_JSON);
      if (!report)
        return { ok: false, failed: 1, note: `playwright exited ${code} without a report` };
      const counts = playwrightCounts(report);
      if (code !== 0 && counts.failed === 0) {
        return {
          ok: false,
          ...counts,
          failed: 1,
          note: [counts.note, `exit ${code}`].filter(Boolean).join(', '),
        };
      }
      return { ok: code === 0, ...counts };
    });

    // 5. A one-minute soak: no error under mixed traffic (scripts/soak.ts); counts as one test.
    await step('soak', async () => {
      const code = await run('npm', ['run', 'soak', '--', '--minutes', '1']);
      return code === 0
        ? { ok: true, passed: 1 }
        : { ok: false, failed: 1, note: `soak exited ${code}` };
    });
  } else if (!interrupted) {
    console.log('\nSkipping the end-to-end tests: the step above failed.');
  }
}

// Summary.
const total = steps.reduce(
  (sum, s) => ({
    passed: sum.passed + s.passed,
    failed: sum.failed + s.failed,
    skipped: sum.skipped + s.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
banner('summary');
for (const s of steps) {
  const counts =
    s.passed || s.failed || s.skipped
      ? `  ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`
      : '';
  const mark = s.ok ? paint(32, 'ok  ') : paint(31, 'FAIL');
  console.log(
    `${mark} ${s.name.padEnd(11)} ${s.seconds.toFixed(1).padStart(6)} s${counts}${s.note ? `  (${s.note})` : ''}`,
  );
}
// Name what failed (and what passed only on retry), so the tail of a CI log says which tests.
for (const s of steps) {
  for (const name of s.names ?? []) console.log(`  ${s.name}: ${name}`);
}
if (interrupted) console.log('Interrupted: the remaining steps did not run.');
const allOk = !interrupted && steps.every((s) => s.ok) && total.failed === 0;
console.log(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`,
);
process.exit(allOk ? 0 : 1);

/**
 * `npm run bench:import`: the products CSV export and import at catalogue scale (issue 11: 100,000
 * rows import in <= 60 s on PGlite, export in <= 20 s). Figures go to docs/back-office/csv.md.
 *
 *   npm run bench:import                       a fresh PGlite under a temporary directory, seeded
 *                                              with --products demo products (default 100,000)
 *   npm run bench:import -- --data-dir DIR     a PGlite directory (seeded first if empty)
 *   DATABASE_URL=postgres://… npm run bench:import
 *                                              PostgreSQL (an empty database is seeded first)
 *   options: --products N (default 100000), --json
 *
 * Scenarios, each through the service the API calls (a background job, as the API runs a file
 * this long): export the catalogue; import that export back (no change); import it with every
 * price changed (N updates); import it under new SKUs (N new products). While each import runs,
 * a `select 1` every 50 ms measures how long other requests wait (PGlite has one connection).
 * The database is changed by the run: use a throw-away one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.js';
import { migrateDatabase } from '../src/server/db/migrate.js';
import { staff } from '../src/server/db/schema/index.js';
import { isDatabaseEmpty, seedDemoShop } from '../src/server/db/seed/index.js';
import type { Database } from '../src/server/db/types.js';
import { createCatalogImport } from '../src/server/services/catalog-import/index.js';
import { createAudit } from '../src/server/services/staff/audit.js';

/** Issue 11's budgets, in seconds. */
const BUDGET = { import: 60, export: 20 };

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    'data-dir': { type: 'string' },
    json: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log('Usage: [DATABASE_URL=…] npm run bench:import -- [--products 100000] [--data-dir DIR] [--json]');
  process.exit(0);
}
const products = Number(args.products);
if (!Number.isInteger(products) || products < 1 || products > 200_000) {
  console.error('--products must be a whole number from 1 to 200000');
  process.exit(1);
}

interface Row {
  scenario: string;
  seconds: number;
  budget: number | null;
  rows: number;
  created?: number;
  updated?: number;
  checkSeconds?: number;
  /** The longest a `select 1` waited while the import ran. */
  maxWaitMs?: number;
  mb?: number;
  rssMb: number;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const tempDir = url || args['data-dir'] ? null : mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  const database = await openDatabase({
    dataDir: args['data-dir'] ?? tempDir ?? '',
    databaseUrl: url,
  });
  const kind = database.kind;
  try {
    await migrateDatabase(database);
    if (await isDatabaseEmpty(database.db)) {
      const started = performance.now();
      log(`Seeding ${products.toLocaleString('en')} products (${kind}) …`);
      await seedDemoShop(database.db, { products });
      log(`  seeded in ${secs(performance.now() - started)} s`);
    }
    const results = await scenarios(database);
    print(kind, results);
  } finally {
    await database.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

async function scenarios(database: Database): Promise<Row[]> {
  const { db } = database;
  const [actor] = await db
    .insert(staff)
    .values({ email: `bench-${Date.now()}@example.com`, passwordHash: 'x', role: 'owner' })
    .returning({ id: staff.id, email: staff.email });
  const service = createCatalogImport({ db, audit: createAudit(db), onChanged: () => {} });
  const results: Row[] = [];

  log('Export …');
  let started = performance.now();
  const chunks: Buffer[] = [];
  for await (const chunk of service.exportCsv()) chunks.push(Buffer.from(chunk as Buffer));
  const file = Buffer.concat(chunks);
  const exportSeconds = (performance.now() - started) / 1000;
  const records = parse(file, { bom: true }) as string[][];
  const [header, ...data] = records;
  results.push({
    scenario: 'export',
    seconds: exportSeconds,
    budget: BUDGET.export,
    rows: data.length,
    mb: file.length / 1024 / 1024,
    rssMb: rss(),
  });

  const run = async (scenario: string, body: Buffer) => {
    log(`${scenario} …`);
    const probe = waitProbe(database);
    started = performance.now();
    const outcome = await service.importCsv(body, { dryRun: false, actor: actor! });
    if (!('job' in outcome)) throw new Error('expected a job');
    const id = outcome.job.split('/').at(-1)!;
    let checkSeconds: number | undefined;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const job = await service.job(id);
      if (checkSeconds === undefined && job.done === job.total && job.state === 'running')
        checkSeconds = (performance.now() - started) / 1000;
      if (job.state === 'running') continue;
      const seconds = (performance.now() - started) / 1000;
      if (job.state !== 'done' || !job.report || job.report.errors.length > 0)
        throw new Error(`${scenario}: ${JSON.stringify(job).slice(0, 500)}`);
      results.push({
        scenario,
        seconds,
        budget: BUDGET.import,
        rows: job.total,
        created: job.report.created,
        updated: job.report.updated,
        ...(checkSeconds === undefined ? {} : { checkSeconds }),
        maxWaitMs: await probe.stop(),
        mb: body.length / 1024 / 1024,
        rssMb: rss(),
      });
      return;
    }
  };

  await run('import unchanged export', file);
  const priceAt = header!.indexOf('price');
  const skuAt = header!.indexOf('sku');
  const repriced = data.map((r) => r.map((cell, i) => (i === priceAt ? bump(cell) : cell)));
  await run('import, every price changed', csv(header!, repriced));
  const tag = Date.now().toString(36).toUpperCase();
  const fresh = data.map((r) => r.map((cell, i) => (i === skuAt ? `B${tag}-${cell}` : cell)));
  await run('import, all new products', csv(header!, fresh));
  return results;
}

function csv(header: string[], data: string[][]): Buffer {
  return Buffer.from(stringify([header, ...data]));
}

/** 129.99 -> 130.99: a price one unit higher (sale prices stay below it). */
function bump(cell: string): string {
  const [whole, cents] = cell.split('.');
  return `${Number(whole) + 1}.${cents}`;
}

/** How long a trivial query waits while an import runs, sampled every 50 ms. */
function waitProbe(database: Database) {
  let worst = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const t0 = performance.now();
      await database.db.execute(sql`select 1`);
      worst = Math.max(worst, performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return worst;
    },
  };
}

function print(kind: string, results: Row[]): void {
  if (args.json) {
    console.log(JSON.stringify({ database: kind, products, results }, null, 2));
    return;
  }
  console.log(`\n${kind}, ${products.toLocaleString('en')} products`);
  console.log('| scenario | rows | created | updated | checked after | total | budget | worst wait | file | RSS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const over = r.budget !== null && r.seconds > r.budget ? ' OVER' : '';
    console.log(
      `| ${r.scenario} | ${r.rows.toLocaleString('en')} | ${r.created ?? ''} | ${r.updated ?? ''} | ` +
        `${r.checkSeconds === undefined ? '' : `${r.checkSeconds.toFixed(1)} s`} | ${r.seconds.toFixed(1)} s${over} | ` +
        `${r.budget ?? ''} s | ${r.maxWaitMs === undefined ? '' : `${Math.round(r.maxWaitMs)} ms`} | ` +
        `${r.mb?.toFixed(1) ?? ''} MB | ${Math.round(r.rssMb)} MB |`,
    );
  }
}

const rss = () => process.memoryUsage().rss / 1024 / 1024;
const secs = (ms: number) => (ms / 1000).toFixed(1);
const log = (message: string) => {
  if (!args.json) console.log(message);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

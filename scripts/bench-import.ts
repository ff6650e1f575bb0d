/**
 * `npm run bench:import`: the products CSV import and export at catalogue scale (decision 016:
 * 100,000 rows import in <= 60 s on PGlite, export in <= 20 s). Figures: docs/back-office/csv.md.
 *
 *   npm run bench:import                       a fresh PGlite in a temporary directory
 *   npm run bench:import -- --data-dir DIR     a PGlite directory holding an EMPTY database
 *   DATABASE_URL=postgres://… npm run bench:import
 *                                              PostgreSQL (an EMPTY database; it is filled)
 *   options: --products N (default 100000), --json
 *
 * The demo shop's categories and attributes are seeded, and a CSV of N demo products (the seed's
 * own generator) is built. Then, each through the service the API calls (as a background job, as
 * the API runs a file this long): import it into the empty catalogue (N new products); export the
 * catalogue; import that export back (no change); import it with every price changed (N updates,
 * the costliest kind: every search document follows the price); import it under new SKUs (N
 * more new products, into a catalogue of N). "stall" is the longest the event loop was blocked
 * (PGlite runs queries on this thread) or a `select 1` waited, sampled while the step ran. "CPU"
 * is this process's CPU time: with PGlite, whose queries run in this process, it is about what
 * the step takes on an idle machine, whatever else the machine is doing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { CSV_BASE_COLUMNS } from '#contracts/admin/import';
import { LOCALES } from '#domain/locale';
import { openDatabase } from '#server/db/client';
import { createJobsService } from '#server/services/jobs/index';
import { migrateDatabase } from '#server/db/migrate';
import { staff } from '#server/db/schema/index';
import { ATTRIBUTES } from '#server/db/seed/attribute-data';
import { seedCatalog } from '#server/db/seed/catalog-seed';
import { isDatabaseEmpty } from '#server/db/seed/index';
import { syncSequences } from '#server/db/seed/insert';
import { generateProduct } from '#server/db/seed/product-generator';
import { SlugRegistry } from '#server/db/seed/slug';
import type { Database } from '#server/db/types';
import { formatMoney } from '#server/services/shared/csv-cells';
import { createCatalogImportService } from '#server/services/import/index';
import { createAuditService } from '#server/services/audit/index';

/** The budgets of decision 016, in seconds. */
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
  console.log(
    'Usage: [DATABASE_URL=…] npm run bench:import -- [--products 100000] [--data-dir DIR] [--json]',
  );
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
  budget: number;
  rows: number;
  created?: number;
  updated?: number;
  /** When every row had been checked (the rest is writing). */
  checkSeconds?: number;
  stallMs: number;
  /** This process's CPU time: on PGlite (queries run in-process) the time on an idle machine. */
  cpuSeconds: number;
  mb: number;
  rssMb: number;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  const dataDir = args['data-dir'];
  const tempDir = url || dataDir ? null : mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  const database = await openDatabase({ dataDir: dataDir ?? tempDir ?? '', databaseUrl: url });
  try {
    await migrateDatabase(database);
    if (!(await isDatabaseEmpty(database.db))) {
      throw new Error('The database is not empty: the bench fills an empty one (and changes it)');
    }
    print(database.kind, await scenarios(database));
  } finally {
    await database.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

/** The demo shop's categories and attributes, and N of its products as an import file. */
async function demoFile(database: Database): Promise<Buffer> {
  const refs = await database.db.transaction((tx) => seedCatalog(tx));
  await syncSequences(database.db, ['categories', 'attributes', 'attribute_values', 'presets']);
  const slugOf = new Map([...refs.valueIds].map(([keySlug, id]) => [id, keySlug.split(':')]));
  const ctx = {
    seed: 42,
    now: new Date(),
    leaves: refs.leaves,
    valueIds: refs.valueIds,
    slugs: { pl: new SlugRegistry(), en: new SlugRegistry(), ru: new SlugRegistry() },
  };
  const records = [[...CSV_BASE_COLUMNS, ...ATTRIBUTES.map((a) => `attr_${a.key}`)]];
  for (let id = 1; id <= products; id += 1) {
    const p = generateProduct(id, ctx);
    const text = (locale: string, field: 'title' | 'description') =>
      p.translations.find((t) => t.locale === locale)![field];
    const values = (key: string) =>
      p.valueIds
        .filter((v) => slugOf.get(v)?.[0] === key)
        .map((v) => slugOf.get(v)![1])
        .join('|');
    records.push([
      p.product.sku,
      String(p.product.categoryId),
      formatMoney(p.product.priceMinor),
      p.product.priceSaleMinor === null ? '' : formatMoney(p.product.priceSaleMinor),
      String(p.product.stock),
      String(p.product.published),
      ...LOCALES.map((l) => text(l, 'title')),
      ...LOCALES.map((l) => text(l, 'description')),
      ...ATTRIBUTES.map((a) => values(a.key)),
    ]);
  }
  return Buffer.from(stringify(records));
}

async function scenarios(database: Database): Promise<Row[]> {
  const { db } = database;
  log(`Building a file of ${products.toLocaleString('en')} demo products …`);
  const demo = await demoFile(database);
  const [actor] = await db
    .insert(staff)
    .values({ email: `bench-${Date.now()}@example.com`, passwordHash: 'x', role: 'owner' })
    .returning({ id: staff.id, email: staff.email });
  // Long imports run on the job queue, as in the shop (its worker started here).
  const jobs = createJobsService(database, { DATABASE_URL: process.env.DATABASE_URL }, () => {});
  const service = createCatalogImportService({
    db,
    jobs,
    audit: createAuditService(db),
    changed: () => {},
  });
  await jobs.start();
  const results: Row[] = [];

  const run = async (scenario: string, body: Buffer) => {
    log(`${scenario} …`);
    const stalls = stallProbe(database);
    const started = performance.now();
    const cpu = process.cpuUsage();
    const outcome = await service.importCsv(body, { dryRun: false, actor: actor! });
    if (!('job' in outcome)) throw new Error('expected a job');
    const id = outcome.job.split('/').at(-1)!;
    let checkSeconds: number | undefined;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const job = await service.job(id);
      // Checking is the first half of `done` (docs/back-office/csv.md, "Progress").
      if (checkSeconds === undefined && job.done * 2 >= job.total && job.done > 0)
        checkSeconds = (performance.now() - started) / 1000;
      if (job.state === 'running') continue;
      if (job.state !== 'done' || !job.report || job.report.errors.length > 0)
        throw new Error(`${scenario}: ${JSON.stringify(job).slice(0, 500)}`);
      results.push({
        scenario,
        seconds: (performance.now() - started) / 1000,
        budget: BUDGET.import,
        rows: job.total,
        created: job.report.created,
        updated: job.report.updated,
        ...(checkSeconds === undefined ? {} : { checkSeconds }),
        stallMs: await stalls.stop(),
        cpuSeconds: cpuSince(cpu),
        mb: body.length / 1024 / 1024,
        rssMb: rss(),
      });
      return;
    }
  };

  await run('import into an empty catalogue', demo);

  log('export …');
  const stalls = stallProbe(database);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const chunks: Buffer[] = [];
  for await (const chunk of service.exportCsv()) chunks.push(Buffer.from(chunk as Buffer));
  const file = Buffer.concat(chunks);
  results.push({
    scenario: 'export',
    seconds: (performance.now() - started) / 1000,
    budget: BUDGET.export,
    rows: products,
    stallMs: await stalls.stop(),
    cpuSeconds: cpuSince(cpu),
    mb: file.length / 1024 / 1024,
    rssMb: rss(),
  });

  await run('import of that export (no change)', file);
  const [header, ...data] = parse(file, { bom: true }) as string[][];
  const priceAt = header!.indexOf('price');
  const skuAt = header!.indexOf('sku');
  const repriced = data.map((r) => r.map((cell, i) => (i === priceAt ? bump(cell) : cell)));
  await run('import, every price changed', csv(header!, repriced));
  const fresh = data.map((r) => r.map((cell, i) => (i === skuAt ? `B-${cell}` : cell)));
  await run('import, all new, into a full catalogue', csv(header!, fresh));
  await jobs.close();
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

/**
 * The longest stall while a step runs: the event loop's longest block (PGlite runs queries on
 * this thread) or the longest a `select 1`, sent every 50 ms, waited (PostgreSQL: locks).
 */
function stallProbe(database: Database) {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  let worst = 0;
  let stopped = false;
  const probe = (async () => {
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
      await probe;
      loop.disable();
      return Math.max(worst, loop.max / 1e6);
    },
  };
}

function print(kind: string, results: Row[]): void {
  if (args.json) {
    console.log(JSON.stringify({ database: kind, products, results }, null, 2));
    return;
  }
  console.log(`\n${kind}, ${products.toLocaleString('en')} products`);
  console.log(
    '| step | rows | created | updated | checked after | total | CPU | budget | stall | file | RSS |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    const over = r.seconds > r.budget ? ' **over**' : '';
    const checked = r.checkSeconds === undefined ? '' : `${r.checkSeconds.toFixed(1)} s`;
    console.log(
      `| ${r.scenario} | ${r.rows.toLocaleString('en')} | ${r.created ?? ''} | ${r.updated ?? ''} | ` +
        `${checked} | ${r.seconds.toFixed(1)} s${over} | ${r.cpuSeconds.toFixed(1)} s | ${r.budget} s | ` +
        `${(r.stallMs / 1000).toFixed(1)} s | ${r.mb.toFixed(1)} MB | ${Math.round(r.rssMb)} MB |`,
    );
  }
}

const rss = () => process.memoryUsage().rss / 1024 / 1024;
const cpuSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
};
const log = (message: string) => {
  if (!args.json) console.log(message);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * `npx tsx scripts/bench/points-search.ts`: the parcel-locker search at InPost's scale
 * (docs/decisions/057-parcels.md; figures in docs/performance.md). Copies N lockers spread over
 * Poland (default 30,000) into a fresh database through the service the daily copy uses, copies
 * them again with 1% changed, then times the two questions the checkout asks: `?q=` (codes,
 * post codes, cities, streets, two letters) and `?near=` (10 nearest to random places, towns
 * and countryside), and shows the plans, which must use the indexes.
 *
 *   npx tsx scripts/bench/points-search.ts                     a fresh PGlite in a temporary directory
 *   DATABASE_URL=postgres://…/empty_db npx tsx scripts/bench/points-search.ts
 *   options: --points N (default 30000), --rounds N (default 300)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { replacePoints, type PointCopy } from '#server/services/delivery/point-copy';
import { nearestPoints, searchPoints } from '#server/services/delivery/points';

const { values: args } = parseArgs({
  options: {
    points: { type: 'string', default: '30000' },
    rounds: { type: 'string', default: '300' },
  },
});
const N = Number(args.points);
const ROUNDS = Number(args.rounds);

/** A repeatable pseudo-random sequence (the same shop on every run). */
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

const CITIES = [
  ['Warszawa', 52.23, 21.01, '00'],
  ['Kraków', 50.06, 19.94, '30'],
  ['Łódź', 51.76, 19.46, '90'],
  ['Wrocław', 51.11, 17.03, '50'],
  ['Poznań', 52.41, 16.93, '60'],
  ['Gdańsk', 54.35, 18.65, '80'],
  ['Szczecin', 53.43, 14.55, '70'],
  ['Lublin', 51.25, 22.57, '20'],
  ['Białystok', 53.13, 23.16, '15'],
  ['Rzeszów', 50.04, 22.0, '35'],
] as const;
const STREETS = ['Długa', 'Krótka', 'Polna', 'Leśna', 'Słoneczna', 'Kościuszki', 'Mickiewicza'];

/** Two thirds in ten towns, the rest over the whole country (as lockers stand). */
function points(): PointCopy[] {
  return Array.from({ length: N }, (_, i) => {
    const town = i % 3 !== 2;
    const [city, lat, lng, pc] = CITIES[i % CITIES.length]!;
    const latitude = town ? lat + (random() - 0.5) * 0.2 : 49.2 + random() * 5.5;
    const longitude = town ? lng + (random() - 0.5) * 0.3 : 14.2 + random() * 9.8;
    const place = town ? city : `Wieś ${i}`;
    const postCode = `${pc}-${String(i % 1000).padStart(3, '0')}`;
    const street = `${STREETS[i % STREETS.length]} ${1 + (i % 90)}`;
    return {
      id: `${place
        .slice(0, 3)
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')}${String(i).padStart(5, '0')}M`,
      name: `${place
        .slice(0, 3)
        .toUpperCase()
        .replace(/[^A-Z]/g, 'X')}${String(i).padStart(5, '0')}M`,
      address: `${street}, ${postCode} ${place}`,
      active: i % 50 !== 0,
      city: place,
      postCode,
      street,
      latitude,
      longitude,
      openingHours: '24/7',
      description: 'Przy sklepie',
    };
  });
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!.toFixed(2);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${s.at(-1)!.toFixed(2)} ms`;
}

async function time<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

async function main() {
  const url = process.env.DATABASE_URL;
  const tempDir = url ? null : mkdtempSync(path.join(tmpdir(), 'bench-points-'));
  const database = await openDatabase({ dataDir: tempDir ?? '', databaseUrl: url });
  const kind = url ? 'PostgreSQL' : 'PGlite';
  try {
    await migrateDatabase(database);
    const { db } = database;
    const list = points();
    const [firstMs] = await time(() => replacePoints(db, 'inpost', list));
    for (let i = 0; i < list.length; i += 100)
      list[i] = { ...list[i]!, openingHours: 'pn-pt 8-20' };
    const [againMs, again] = await time(() => replacePoints(db, 'inpost', list));
    await db.execute(sql`analyze delivery_points`);
    console.log(
      `${kind}: ${N} points; first copy ${firstMs.toFixed(0)} ms, daily copy (${again.changed} changed) ${againMs.toFixed(0)} ms`,
    );

    const queries = [
      ...CITIES.map(([city]) => city.toLowerCase()),
      ...CITIES.map(([, , , pc]) => `${pc}-1`),
      ...STREETS.map((s) => s.toLowerCase()),
      'kra00',
      'WAR01234M',
      'GDA0',
      'wieś 123',
      'po',
      'zz-999 nowhere',
    ];
    const search: number[] = [];
    const byQuery = new Map<string, number[]>();
    for (let r = 0; r < ROUNDS; r++) {
      const q = queries[r % queries.length]!;
      const [ms] = await time(() => searchPoints(db, 'inpost', q));
      search.push(ms);
      byQuery.set(q, [...(byQuery.get(q) ?? []), ms]);
    }
    console.log(`${kind}: search ?q= (${queries.length} kinds, ${ROUNDS} runs): ${stats(search)}`);
    const slowest = [...byQuery].map(
      ([q, ms]) => [q, ms.sort((a, b) => a - b)[ms.length >> 1]!] as const,
    );
    slowest.sort((a, b) => b[1] - a[1]);
    console.log(
      `${kind}: slowest words (median): ${slowest
        .slice(0, 6)
        .map(([q, ms]) => `"${q}" ${ms.toFixed(1)} ms`)
        .join(', ')}`,
    );

    const near: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const lat = 49.2 + random() * 5.5;
      const lng = 14.2 + random() * 9.8;
      const [ms, found] = await time(() => nearestPoints(db, 'inpost', lat, lng));
      if (found.length !== 10) throw new Error(`nearest answered ${found.length}`);
      near.push(ms);
    }
    console.log(`${kind}: nearest ?near= (${ROUNDS} random places): ${stats(near)}`);

    for (const [what, q] of [
      [
        'search "mickiewicza" (street prefix)',
        sql`select id from delivery_points where source = 'inpost' and active and translate(lower("street"), 'ĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźż') like 'mickiewicza%' order by translate(lower("street"), 'ĄĆĘŁŃÓŚŹŻ', 'ąćęłńóśźż') limit 50`,
      ],
      [
        'search "WAR01234M" (code prefix)',
        sql`select id from delivery_points where source = 'inpost' and active and id like 'WAR01234M%' order by id limit 50`,
      ],
      [
        'nearest box',
        sql`select id from delivery_points where source = 'inpost' and active and latitude between 52.2 and 52.26 and longitude between 20.96 and 21.06 limit 10`,
      ],
    ] as const) {
      const plan = await db.execute(sql`explain analyze ${q}`);
      const lines = ((plan as { rows?: unknown[] }).rows ?? (plan as unknown as unknown[])).map(
        (r) => Object.values(r as object)[0],
      );
      console.log(`${kind}: plan of ${what}:\n  ${lines.join('\n  ')}`);
    }
  } finally {
    await database.close();
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  }
}

await main();

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { NOTICE_PAGES } from '#server/db/seed/notice-pages-data';
import { rows } from '../setup/sql-rows';
import { forEachDatabase } from '../setup/test-database';

/**
 * The migration that gives an existing shop the legal-guarantee notice and the accessibility
 * statement (docs/rules.md#notices) carries the demo seed's texts, inserts them only into a shop
 * that has its legal pages, and never overwrites a page the owner already has.
 */
const migration = (() => {
  const dir = path.resolve('drizzle');
  const file = readdirSync(dir).find(
    (name) =>
      name.endsWith('.sql') &&
      readFileSync(path.join(dir, name), 'utf8').includes('INSERT INTO "shop_pages"'),
  );
  if (!file) throw new Error('No migration inserts the notice pages');
  return readFileSync(path.join(dir, file), 'utf8');
})();

interface PageRow {
  slug: string;
  titles: Record<string, string>;
  bodies: Record<string, string>;
}

forEachDatabase('notice pages for existing shops', (getDb) => {
  const db = () => getDb().db;
  const pages = () =>
    rows<PageRow>(db(), sql`select slug, titles, bodies from shop_pages order by slug`);
  const run = () => db().execute(sql.raw(migration));

  it('adds nothing to a shop without legal pages (a new one gets them from the seed)', async () => {
    await db().execute(sql`delete from shop_pages`);
    await run();
    expect(await pages()).toEqual([]);
  });

  it('adds both pages, with the seed texts, to a shop that has its terms', async () => {
    await db().execute(
      sql`insert into shop_pages (slug, titles, bodies) values
          ('terms', '{"pl":"R","en":"T","ru":"У"}', '{"pl":"r","en":"t","ru":"у"}')`,
    );
    await run();
    const added = (await pages()).filter((p) => p.slug !== 'terms');
    expect(added).toEqual(
      Object.entries(NOTICE_PAGES)
        .map(([slug, page]) => ({ slug, ...page }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
    );
  });

  it('keeps a page the owner has already edited', async () => {
    await db().execute(
      sql`update shop_pages set bodies = '{"pl":"własny","en":"own","ru":"своё"}'
          where slug = 'accessibility'`,
    );
    await run();
    const [own] = (await pages()).filter((p) => p.slug === 'accessibility');
    expect(own?.bodies).toEqual({ pl: 'własny', en: 'own', ru: 'своё' });
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../setup/sql-rows';
import { isDatabaseEmpty, seedDemoShop } from '#server/db/seed/index';
import { seedCatalog } from '#server/db/seed/catalog-seed';
import { generateProduct } from '#server/db/seed/product-generator';
import { slugify, SlugRegistry } from '#server/db/seed/slug';
import { isValidGtin } from '#domain/product-safety/gtin';
import { countSafetyMissing } from '#server/services/manufacturers/index';
import { createTestDatabase, forEachDatabase } from '../setup/test-database';

const one = async <T>(getRows: Promise<T[]>): Promise<T> => (await getRows)[0]!;

forEachDatabase('demo seed', (getDb) => {
  const q = <T>(query: ReturnType<typeof sql>) => rows<T>(getDb().db, query);

  beforeAll(async () => {
    expect(await isDatabaseEmpty(getDb().db)).toBe(true);
    const result = await seedDemoShop(getDb().db, {
      products: 320,
      now: new Date('2026-06-01T12:00:00Z'),
    });
    expect(result.products).toBe(320);
  });

  it('has a month of orders in every status, paid every way, with a withdrawal and a complaint waiting', async () => {
    const stats = await one(
      q<Record<string, number>>(sql`
        select count(*)::int as orders,
          count(distinct o.status)::int as statuses,
          count(distinct p.method)::int as methods,
          count(distinct p.status)::int as payment_states,
          count(*) filter (where o.created_at < '2026-06-01T12:00:00Z'::timestamptz - interval '31 days')::int as older,
          count(*) filter (where o.status = 'delivered' and o.delivered_at is null)::int as undated
        from orders o join payments p on p.order_id = o.id`),
    );
    expect(stats).toMatchObject({ statuses: 5, methods: 3, older: 0, undated: 0 });
    expect(stats.orders).toBe(90);
    expect(stats.payment_states).toBeGreaterThanOrEqual(3);
    const waiting = await q<{
      kind: string;
      status: string;
      lines: number;
      due_in_days: number;
    }>(sql`
      select r.kind, r.status, (select count(*)::int from return_lines l where l.return_id = r.id) as lines,
        floor(extract(epoch from r.due_by - '2026-06-01T12:00:00Z'::timestamptz) / 86400)::int as due_in_days
      from returns r join orders o on o.id = r.order_id
      where o.status = 'delivered' order by r.kind`);
    expect(waiting).toEqual([
      { kind: 'complaint', status: 'received', lines: 1, due_in_days: 2 },
      { kind: 'withdrawal', status: 'received', lines: 1, due_in_days: 13 },
    ]);
  });

  it('has at least 8 top categories, each with 2-4 subcategories, translated in 3 locales', async () => {
    const tops = await q<{ id: number; children: number }>(sql`
      select c.id, (select count(*)::int from categories k where k.parent_id = c.id) as children
        from categories c where c.parent_id is null`);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) {
      expect(top.children).toBeGreaterThanOrEqual(2);
      expect(top.children).toBeLessThanOrEqual(4);
    }
    const untranslated = await one(
      q<{ n: number }>(sql`
      select count(*)::int as n from categories c
       where (select count(*) from category_translations t where t.category_id = c.id) <> 3`),
    );
    expect(untranslated.n).toBe(0);
    const slugs = await q<{ locale: string; slug: string }>(
      sql`select locale, slug from category_translations`,
    );
    expect(slugs).toContainEqual({ locale: 'ru', slug: 'osveshchenie' });
    expect(slugs).toContainEqual({ locale: 'pl', slug: 'lampy-wiszace' });
    expect(slugs).toContainEqual({ locale: 'en', slug: 'pendant-lamps' });
  });

  it('puts 320 products in leaf categories, with sales, sold-out and hidden ones', async () => {
    const stats = await one(
      q<Record<string, number>>(sql`
      select count(*)::int as total,
             count(*) filter (where price_effective_minor < price_minor)::int as on_sale,
             count(*) filter (where stock = 0)::int as sold_out,
             count(*) filter (where not published)::int as hidden,
             count(*) filter (where exists (select 1 from categories k where k.parent_id = p.category_id))::int as in_parents,
             min(price_minor)::int as min_price, max(price_minor)::int as max_price,
             count(*) filter (where price_minor % 100 <> 99)::int as odd_endings,
             count(*) filter (where price_sale_minor is not null and price_sale_minor >= price_minor)::int as bad_sales
        from products p`),
    );
    expect(stats.total).toBe(320);
    expect(stats.on_sale! / 320).toBeGreaterThan(0.18);
    expect(stats.on_sale! / 320).toBeLessThan(0.32);
    expect(stats.sold_out).toBeGreaterThan(0);
    expect(stats.hidden).toBeGreaterThan(0);
    expect(stats.in_parents).toBe(0);
    expect(stats.min_price).toBeGreaterThanOrEqual(1_999);
    expect(stats.max_price).toBeLessThanOrEqual(299_900);
    expect(stats.odd_endings).toBe(0);
    expect(stats.bad_sales).toBe(0);
    const discounts = await one(
      q<{ lo: number; hi: number }>(sql`
      select min(1 - price_sale_minor::float / price_minor) as lo, max(1 - price_sale_minor::float / price_minor) as hi
        from products where price_sale_minor is not null`),
    );
    expect(discounts.lo).toBeGreaterThanOrEqual(0.05);
    expect(discounts.hi).toBeLessThanOrEqual(0.42);
  });

  it('translates every product in pl, en and ru with unique slugs per locale', async () => {
    const perLocale = await q<{ locale: string; n: number; slugs: number }>(sql`
      select locale, count(*)::int as n, count(distinct slug)::int as slugs from product_translations group by locale order by locale`);
    expect(perLocale).toEqual([
      { locale: 'en', n: 320, slugs: 320 },
      { locale: 'pl', n: 320, slugs: 320 },
      { locale: 'ru', n: 320, slugs: 320 },
    ]);
    const sample = await q<{
      locale: string;
      title: string;
      slug: string;
      description: string;
    }>(sql`
      select locale, title, slug, description from product_translations where product_id = 1`);
    for (const t of sample) {
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.description.split('. ').length).toBeGreaterThanOrEqual(2);
    }
    expect(sample.find((t) => t.locale === 'ru')!.title).toMatch(/[а-я]/);
  });

  it('gives each product 1-3 sized images and its filter attributes', async () => {
    const images = await one(
      q<{ lo: number; hi: number; bad: number }>(sql`
      select min(n)::int as lo, max(n)::int as hi, 0 as bad from (select count(*) as n from product_images group by product_id) x`),
    );
    expect(images.lo).toBe(1);
    expect(images.hi).toBeLessThanOrEqual(3);
    const first = await q<{ url: string; width: number; height: number }>(sql`
      select url, width, height from product_images where product_id = 7 and position = 1`);
    expect(first).toEqual([{ url: '/media/products/7/1.svg', width: 800, height: 800 }]);
    const attributes = await q<{ key: string; values: number }>(sql`
      select a.key, count(v.id)::int as values from attributes a join attribute_values v on v.attribute_id = a.id group by a.key`);
    const byKey = Object.fromEntries(attributes.map((a) => [a.key, a.values]));
    expect(byKey.brand).toBeGreaterThanOrEqual(8);
    expect(byKey.color).toBeGreaterThanOrEqual(8);
    expect(byKey.material).toBeGreaterThanOrEqual(6);
    expect(Object.keys(byKey).length).toBeGreaterThanOrEqual(4);
    const colours = await q<{ slug: string }>(
      sql`select v.slug from attribute_values v join attributes a on a.id = v.attribute_id where a.key = 'color'`,
    );
    expect(colours.map((c) => c.slug)).toContain('dark-blue');
    const missing = await one(
      q<{ n: number }>(sql`
      select count(*)::int as n from products p
       where (select count(*) from product_attribute_values pv where pv.product_id = p.id) < 3`),
    );
    expect(missing.n).toBe(0);
  });

  it('has at least 3 presets, each with a category, filters and 3 translations', async () => {
    const presets = await q<{
      category_id: number;
      filters: Record<string, string[]>;
      n: number;
    }>(sql`
      select p.category_id, p.filters, (select count(*)::int from preset_translations t where t.preset_id = p.id) as n
        from presets p`);
    expect(presets.length).toBeGreaterThanOrEqual(3);
    for (const preset of presets) {
      expect(preset.n).toBe(3);
      expect(Object.keys(preset.filters).length).toBeGreaterThan(0);
    }
  });

  it('has 2 blog and 2 news sections with 12+ posts per area, Markdown bodies in 3 locales', async () => {
    const areas = await q<{ kind: string; sections: number; posts: number }>(sql`
      select s.kind, count(distinct s.id)::int as sections, count(p.id)::int as posts
        from content_sections s left join content_posts p on p.section_id = s.id group by s.kind order by s.kind`);
    expect(areas).toEqual([
      { kind: 'blog', sections: 2, posts: expect.any(Number) },
      { kind: 'news', sections: 2, posts: expect.any(Number) },
    ]);
    for (const area of areas) expect(area.posts).toBeGreaterThanOrEqual(12);
    const texts = await q<{ n: number; with_markdown: number; span_days: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where body like '%## %' and body like '%' || chr(10) || '- %')::int as with_markdown,
             (select extract(day from max(published_at) - min(published_at))::int from content_posts) as span_days
        from content_post_translations`);
    expect(texts[0]!.n).toBe(areas.reduce((sum, a) => sum + a.posts, 0) * 3);
    expect(texts[0]!.with_markdown).toBe(texts[0]!.n);
    expect(texts[0]!.span_days).toBeGreaterThan(180);
  });

  it('can sell through the checkout: three delivery methods, dozens of locker points, a bank account, the legal pages in three languages', async () => {
    const methods = await q<{ kind: string }>(
      sql`select kind from delivery_methods where active order by position`,
    );
    expect(methods.map((m) => m.kind)).toEqual(['courier', 'locker', 'pickup']);
    const points = await one(q<{ n: number }>(sql`select count(*)::int as n from delivery_points`));
    expect(points.n).toBeGreaterThanOrEqual(24);
    const bank = await one(
      q<{ value: string }>(
        sql`select value #>> '{}' as value from shop_settings where key = 'bank_account'`,
      ),
    );
    expect(bank.value).toMatch(/^PL\d{26}$/);
    const pages = await q<{ slug: string; locales: number }>(
      sql`select slug, (select count(*) from jsonb_object_keys(bodies))::int as locales
          from shop_pages order by slug`,
    );
    expect(pages).toEqual([
      { slug: 'accessibility', locales: 3 },
      { slug: 'delivery-payment', locales: 3 },
      { slug: 'legal-guarantee', locales: 3 },
      { slug: 'privacy', locales: 3 },
      { slug: 'returns', locales: 3 },
      { slug: 'terms', locales: 3 },
    ]);
    const unfit = await one(
      q<{ n: number }>(sql`select count(*)::int as n from products where not fits_locker`),
    );
    expect(unfit.n).toBeGreaterThan(0);
    // Exactly those above 2000 zł (written by the generator).
    const wrong = await one(
      q<{ n: number }>(
        sql`select count(*)::int as n from products where fits_locker = (price_minor > 200000)`,
      ),
    );
    expect(wrong.n).toBe(0);
  });

  it('links colour siblings in product groups: same product, another colour, one group each', async () => {
    const members = await q<{ group_id: number; axis: string; head: string; colour: string }>(sql`
      select m.group_id, g.axis,
             regexp_replace(t.title, ' in [a-z ]+$', '') as head, m.label ->> 'en' as colour
        from product_group_members m
        join product_groups g on g.id = m.group_id
        join product_translations t on t.product_id = m.product_id and t.locale = 'en'
       order by m.group_id, m.position`);
    const groups = new Set(members.map((m) => m.group_id));
    expect(groups.size).toBeGreaterThanOrEqual(3);
    for (const id of groups) {
      const of = members.filter((m) => m.group_id === id);
      expect(of.length).toBeGreaterThanOrEqual(2);
      expect(new Set(of.map((m) => m.axis))).toEqual(new Set(['color']));
      // Brand, model and type are the head's; only the colour differs.
      expect(new Set(of.map((m) => m.head)).size).toBe(1);
      expect(new Set(of.map((m) => m.colour)).size).toBe(of.length);
    }
    // The acceptance example: an olive dining table with a black sibling.
    const tables = members.filter((m) => /Dining Table/.test(m.head));
    expect(tables.map((m) => m.colour)).toEqual(expect.arrayContaining(['Olive green', 'Black']));
  });

  it('names every product’s manufacturer (the shop by default), imported lamps’ EU responsible person, valid GTINs and lamps’ warnings in three languages', async () => {
    const { db } = getDb();
    // Every published product passes the publish rule (docs/rules.md#product-safety).
    expect(await countSafetyMissing(db)).toBe(0);
    const [shop] = await q<{ name: string; country: string }>(sql`
      select m.name, m.country from manufacturers m
        join shop_settings s on s.key = 'default_manufacturer_id' and (s.value #>> '{}')::int = m.id`);
    expect(shop).toEqual({ name: 'Dom i Styl Sp. z o.o.', country: 'PL' });
    const imported = await q<{ sku: string; maker: string; person: string }>(sql`
      select p.sku, m.country as maker, r.country as person from products p
        join manufacturers m on m.id = p.manufacturer_id
        join manufacturers r on r.id = p.responsible_person_id`);
    expect(imported.length).toBeGreaterThanOrEqual(3);
    for (const p of imported) {
      expect(p.sku).toMatch(/-TBL-/);
      expect(p).toMatchObject({ maker: 'CN', person: 'DE' });
    }
    const gtins = await q<{ gtin: string | null }>(sql`select gtin from products`);
    expect(gtins.every((g) => g.gtin !== null && isValidGtin(g.gtin))).toBe(true);
    expect(new Set(gtins.map((g) => g.gtin)).size).toBe(gtins.length);
    const lamps = await q<{ safety: Record<string, string> }>(
      sql`select safety from products where sku like '%-TBL-%'`,
    );
    expect(lamps.length).toBeGreaterThan(0);
    for (const l of lamps)
      for (const locale of ['pl', 'en', 'ru']) expect(l.safety[locale]).toMatch(/\*\*/);
  });

  it('moves the id sequences past the seeded rows and refuses to seed twice', async () => {
    const { db } = getDb();
    const [next] = await rows<{ id: number }>(
      db,
      sql`insert into categories default values returning id`,
    );
    expect(next!.id).toBeGreaterThan(36);
    expect(await isDatabaseEmpty(db)).toBe(false);
    await expect(seedDemoShop(db)).rejects.toThrow(/not empty/);
  });
});

describe('demo seed generator', () => {
  it('is deterministic: the same seed gives the same product', async () => {
    const database = await createTestDatabase('pglite');
    try {
      const refs = await seedCatalog(database.db);
      const ctx = (seed: number) => ({
        seed,
        now: new Date('2026-01-01T00:00:00Z'),
        leaves: refs.leaves,
        valueIds: refs.valueIds,
        slugs: { pl: new SlugRegistry(), en: new SlugRegistry(), ru: new SlugRegistry() },
      });
      expect(generateProduct(77, ctx(42))).toEqual(generateProduct(77, ctx(42)));
      expect(generateProduct(77, ctx(42))).not.toEqual(generateProduct(77, ctx(43)));
    } finally {
      await database.close();
    }
  });

  it('folds Polish and transliterates Russian in slugs, never producing `-or-`', () => {
    expect(slugify('Lampy wiszące')).toBe('lampy-wiszace');
    expect(slugify('Łóżka i żółte półki')).toBe('lozka-i-zolte-polki');
    expect(slugify('Светильники')).toBe('svetilniki');
    expect(slugify('Щётка — чёрная')).toBe('shchetka-chernaya');
    expect(slugify('Black or white')).toBe('black-white');
    const registry = new SlugRegistry();
    expect([
      registry.take('Oak chair', 'x'),
      registry.take('Oak chair', 'x'),
      registry.take('Oak chair', 'x'),
    ]).toEqual(['oak-chair', 'oak-chair-2', 'oak-chair-3']);
  });
});

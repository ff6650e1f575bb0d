import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#tests/setup/test-database';
import { rows } from '#tests/setup/sql-rows';
import { contentPosts, products } from '#server/db/schema/index';
import { seedDemoShop } from '#server/db/seed/index';
import type { Database } from '#server/db/types';
import {
  createMediaService,
  renderCategorySvg,
  renderPostSvg,
  renderProductSvg,
  shapeFor,
} from './demo-images';

const isSvg = (text: string | null, width: number, height: number) => {
  expect(text).toMatch(
    new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"`),
  );
  expect(text).toMatch(/<\/svg>$/);
  // Self-contained: no scripts, no external references.
  expect(text).not.toMatch(/<script|href=|javascript:/i);
};

describe('SVG renderers', () => {
  it('draw a shape per product type', () => {
    expect(shapeFor('Nordlys Aura Pendant Lamp in black metal')).toBe('pendant');
    expect(shapeFor('Lumera Oslo Table Lamp in white glass')).toBe('tableLamp');
    expect(shapeFor('Kalmar Vera Dining Table in natural oak')).toBe('table');
    expect(shapeFor('Solna Luna Office Chair in grey wool')).toBe('officeChair');
    expect(shapeFor('Mira Design Nova Mug in terracotta ceramic')).toBe('mug');
    expect(shapeFor('Something else entirely')).toBe('generic');
  });

  it('are deterministic and tinted by the colour value', () => {
    const black = renderProductSvg({ id: 3, n: 1, title: 'Sofa', colour: 'black' });
    expect(renderProductSvg({ id: 3, n: 1, title: 'Sofa', colour: 'black' })).toBe(black);
    expect(black).toContain('#2e2e30');
    expect(renderProductSvg({ id: 3, n: 1, title: 'Sofa', colour: 'dark-blue' })).toContain(
      '#24406a',
    );
    // An unknown colour still gets a stable colour, and other images of a product differ.
    expect(renderProductSvg({ id: 3, n: 1, title: 'Sofa', colour: 'plum' })).toBe(
      renderProductSvg({ id: 3, n: 1, title: 'Sofa', colour: 'plum' }),
    );
    expect(renderProductSvg({ id: 3, n: 2, title: 'Sofa', colour: 'black' })).not.toBe(black);
    isSvg(black, 800, 800);
    isSvg(renderCategorySvg({ id: 1, title: 'Lighting' }), 800, 800);
    isSvg(renderPostSvg({ id: 1, kind: 'blog' }), 1200, 630);
  });
});

describe('media service', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    await seedDemoShop(database.db, { products: 40 });
  });
  afterAll(() => database?.close());

  it('renders existing product images and nothing else', async () => {
    const media = createMediaService(database.db);
    // The product with the most images, so that "one past the last" is a real boundary.
    const [image] = await rows<{ product_id: number; n: number }>(
      database.db,
      sql`select product_id, max(position)::int as n from product_images group by product_id order by 2 desc, 1 limit 1`,
    );
    isSvg(await media.productImage(image!.product_id, 1), 800, 800);
    isSvg(await media.productImage(image!.product_id, image!.n), 800, 800);
    expect(await media.productImage(image!.product_id, image!.n + 1)).toBeNull();
    expect(await media.productImage(999_999, 1)).toBeNull();
    expect(await media.productImage(-1, 1)).toBeNull();
    expect(await media.productImage(Number.NaN, 1)).toBeNull();
  });

  it('finds a drawing by its address after the images were reordered', async () => {
    const media = createMediaService(database.db);
    await database.db.execute(
      sql`update product_images set position = position + 10 where product_id = 1`,
    );
    isSvg(await media.productImage(1, 1), 800, 800);
    expect(await media.productImage(1, 11)).toBeNull();
  });

  it('hides images of unpublished products', async () => {
    await database.db.update(products).set({ published: false }).where(eq(products.id, 2));
    expect(await createMediaService(database.db).productImage(2, 1)).toBeNull();
  });

  it('renders category and post images; drafts and unknown ids get null', async () => {
    const media = createMediaService(database.db);
    isSvg(await media.categoryImage(1), 800, 800);
    expect(await media.categoryImage(10_000)).toBeNull();
    isSvg(await media.postImage(1), 1200, 630);
    await database.db.update(contentPosts).set({ publishedAt: null }).where(eq(contentPosts.id, 2));
    expect(await media.postImage(2)).toBeNull();
    expect(await media.postImage(10_000)).toBeNull();
  });
});

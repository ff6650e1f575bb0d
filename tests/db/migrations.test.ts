import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, openMemoryDatabase } from '#server/db/client';
import { migrateDatabase } from '#server/db/migrate';
import { rows } from '../setup/sql-rows';
import type { Database } from '#server/db/types';
import { MIGRATIONS_DIR, newTestDatabaseName, withDatabase } from '../setup/db-template';
import { forEachDatabase, postgresAvailable } from '../setup/test-database';

const TABLES = [
  'attribute_translations',
  'attribute_value_translations',
  'attribute_values',
  'attributes',
  'audit_log',
  'cart_lines',
  'carts',
  'categories',
  'category_translations',
  'compare_items',
  'compare_sessions',
  'content_post_translations',
  'content_posts',
  'content_section_translations',
  'content_sections',
  'customer_addresses',
  'customization_requests',
  'delivery_methods',
  'delivery_points',
  'import_jobs',
  'jobs',
  'manufacturers',
  'one_time_codes',
  'order_lines',
  'order_status_history',
  'orders',
  'outbox',
  'payment_events',
  'payments',
  'preset_translations',
  'presets',
  'price_history',
  'product_attribute_values',
  'product_documents',
  'product_group_members',
  'product_groups',
  'product_images',
  'product_search_docs',
  'product_slug_redirects',
  'product_translations',
  'products',
  'promotion_uses',
  'promotions',
  'refresh_tokens',
  'refunds',
  'request_messages',
  'return_lines',
  'returns',
  'review_votes',
  'reviews',
  'search_posting_rows',
  'search_postings',
  'search_postings_held',
  'search_postings_stale',
  'search_words',
  'shared_carts',
  'shipment_events',
  'shipments',
  'shop_pages',
  'shop_settings',
  'staff',
  'staff_sessions',
  'stock_alerts',
  'users',
  'wishlist_items',
];

/** Every migration drizzle-kit has generated (the journal), so a new one needs no edit here. */
const MIGRATIONS = (
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

async function describeSchema(database: Database) {
  const tables = await rows<{ table_name: string }>(
    database.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const extensions = await rows<{ extname: string }>(
    database.db,
    sql`select extname from pg_extension`,
  );
  const applied = await rows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return {
    tables: tables.map((t) => t.table_name),
    extensions: extensions.map((e) => e.extname),
    applied: applied[0]!.n,
  };
}

forEachDatabase('migrations', (getDb) => {
  it('created every table, the pg_trgm extension and recorded every migration', async () => {
    const schema = await describeSchema(getDb());
    expect(schema.tables).toEqual(TABLES);
    expect(schema.extensions).toContain('pg_trgm');
    expect(schema.applied).toBe(MIGRATIONS);
  });

  it('is a no-op when applied again', async () => {
    await migrateDatabase(getDb(), { migrationsFolder: MIGRATIONS_DIR });
    expect((await describeSchema(getDb())).applied).toBe(MIGRATIONS);
  });
});

describe('migrations from scratch', () => {
  it('apply to a brand-new PGlite', async () => {
    const database = await openMemoryDatabase();
    try {
      await migrateDatabase(database, { migrationsFolder: MIGRATIONS_DIR });
      expect((await describeSchema(database)).tables).toEqual(TABLES);
    } finally {
      await database.close();
    }
  });

  it.skipIf(!postgresAvailable())('apply to a brand-new PostgreSQL database', async () => {
    const adminUrl = inject('testDatabase').postgres!.adminUrl;
    const name = newTestDatabaseName();
    const admin = await openDatabase({ dataDir: '', databaseUrl: adminUrl, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database "${name}"`));
    try {
      const database = await openDatabase({
        dataDir: '',
        databaseUrl: withDatabase(adminUrl, name),
        poolSize: 2,
      });
      try {
        // Two at once, as two app processes starting together would: the advisory lock serialises them.
        await Promise.all([
          migrateDatabase(database, { migrationsFolder: MIGRATIONS_DIR }),
          migrateDatabase(database, { migrationsFolder: MIGRATIONS_DIR }),
        ]);
        const schema = await describeSchema(database);
        expect(schema.tables).toEqual(TABLES);
        expect(schema.applied).toBe(MIGRATIONS);
      } finally {
        await database.close();
      }
    } finally {
      await admin.db.execute(sql.raw(`drop database if exists "${name}" with (force)`));
      await admin.close();
    }
  });
});

import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { LOCALES, type Locale } from '#domain/locale';

/** Shop locales (declared in src/domain/locale.ts); CHECK constraints mirror them on every locale column. */
export { LOCALES, type Locale };

/** `locale in ('pl','en','ru')` for a CHECK constraint (kept as text + check so a 4th locale is one migration). */
export function localeCheck(column: AnyPgColumn): SQL {
  return sql`${column} in ('pl', 'en', 'ru')`;
}

/**
 * URL slug: lowercase ASCII words joined by single hyphens. Enforced in the database because slugs
 * end up in addresses that the filter parser splits on `/`, `=`, `,` and `-or-`.
 */
export function slugCheck(column: AnyPgColumn): SQL {
  return sql`${column} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`;
}

/** Drizzle has no tsvector type; the column is only ever written by PostgreSQL (generated). */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});

/** Raw bytes (the search word lists' packed ids and ranks, decision 063). */
export const bytea = customType<{ data: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
});

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

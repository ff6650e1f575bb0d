import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema and committed; the same folder is applied to
// PGlite (embedded) and PostgreSQL. The first migration is hand-written (extensions).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});

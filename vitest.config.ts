import { configDefaults, defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: the React Router Vite plugin must not load under Vitest.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
    // tests/e2e is Playwright's (npm run test:e2e); build output never holds tests.
    exclude: [...configDefaults.exclude, 'tests/e2e/**', 'build/**', 'dist/**', '.react-router/**'],
    environment: 'node',
    // Separate processes: PGlite (WASM) and native modules are safest outside worker threads.
    pool: 'forks',
    // A 2-core machine: two files at a time keeps both cores busy without thrashing PGlite starts.
    fileParallelism: true,
    maxWorkers: 2,
    // A fresh PGlite takes 1-3 s to start; API tests inject through a whole app.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Migrates once per run (cached while drizzle/ is unchanged) into a PGlite dump and a
    // PostgreSQL template database; tests/setup/test-database.ts clones them per test file.
    globalSetup: ['tests/setup/global-db.ts'],
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});

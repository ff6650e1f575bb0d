import type { TestProject } from 'vitest/node';
import {
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  migrationsFingerprint,
  testPostgresUrl,
} from './db-template';

/**
 * Vitest globalSetup: migrate once per run (or reuse the cached templates while the migrations
 * are unchanged) and hand the templates to every test file through `provide`.
 */
export default async function setup(project: TestProject): Promise<void> {
  const fingerprint = migrationsFingerprint();
  const url = testPostgresUrl();
  const [pgliteDump, postgres] = await Promise.all([
    ensurePgliteTemplate(fingerprint),
    ensurePostgresTemplate(url, fingerprint),
  ]);
  if (!postgres.template) {
    console.warn(
      `PostgreSQL not reachable at ${redact(url)} (${postgres.reason?.replace(/\s+/g, ' ')}): PostgreSQL suites skipped`,
    );
  }
  project.provide('testDatabase', {
    pgliteDump,
    postgres: postgres.template,
    pgSkipReason: postgres.reason,
  });
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

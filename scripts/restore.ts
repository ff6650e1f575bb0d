/**
 * `npm run restore -- --from FILE [--force]`: loads a backup of `npm run backup` into DATA_DIR.
 * Refuses while a shop runs on that directory, and refuses to replace a database unless
 * --force, which moves the old one aside (kept, never deleted).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restore } from '#server/backup';
import { ConfigError, loadConfig } from '#server/config';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help || !values.from) {
  console.log('Usage: npm run restore -- --from shop-backup.tar.gz [--force]   (into DATA_DIR)');
  process.exit(values.help ? 0 : 2);
}

try {
  const config = loadConfig();
  const result = await restore(config, path.resolve(values.from), { force: values.force });
  if (result.movedAside) console.log(`The previous database was moved to ${result.movedAside}.`);
  const tables = Object.entries(result.tables);
  const rows = tables.reduce((sum, [, n]) => sum + n, 0);
  console.log(
    `Restored into ${path.resolve(config.DATA_DIR, 'pglite')}: ${tables.length} tables, ${rows} rows` +
      ` (${tables.map(([t, n]) => `${t} ${n}`).join(', ')}).`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`Not restored: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

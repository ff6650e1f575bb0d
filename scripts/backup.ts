/**
 * `npm run backup [-- --out FILE]`: a consistent copy of the embedded database (DATA_DIR), taken
 * by the running shop over its ops listener, or from the directory when no shop runs. Says
 * why when it cannot (PostgreSQL: pg_dump; a shop without its ops listener).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, backup } from '#server/backup';
import { ConfigError, loadConfig } from '#server/config';

const { values } = parseArgs({
  options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
});
if (values.help) {
  console.log('Usage: npm run backup [-- --out shop-backup.tar.gz]   (DATA_DIR as for npm start)');
  process.exit(0);
}

const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const out = path.resolve(values.out ?? `shop-backup-${stamp}.tar.gz`);
try {
  const result = await backup(loadConfig(), out);
  const how = result.via === 'server' ? 'taken by the running shop' : 'no shop was running';
  console.log(`Backup written: ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB; ${how}).`);
  console.log(`Restore it with: npm run restore -- --from ${result.file}`);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(`No backup: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

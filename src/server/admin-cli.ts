/**
 * `npm run admin -- create-owner --email E --password P`: the back office's first owner, from
 * the command line (the same as ADMIN_EMAIL / ADMIN_PASSWORD at start). It opens the database
 * the server would (DATA_DIR or DATABASE_URL); the embedded one cannot be opened while a
 * server holds it, and then it says so.
 */
import { parseArgs } from 'node:util';
import { staffPasswordSchema } from '#contracts/admin/staff';
import { emailSchema } from '#contracts/auth';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { migrateDatabase } from './db/migrate';
import { createAuditService } from './services/audit/index';
import { createStaffService } from './services/staff/index';

const USAGE = 'Usage: npm run admin -- create-owner --email E --password P';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals[0] !== 'create-owner' || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const email = emailSchema.safeParse(values.email ?? '');
  const password = staffPasswordSchema.safeParse(values.password ?? '');
  if (!email.success) return fail(`--email: not an e-mail address\n${USAGE}`);
  if (!password.success) return fail(`--password: at least 12 characters\n${USAGE}`);

  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      return fail(
        `The embedded database is held by a running server (pid ${error.pid}).\n` +
          'Stop the server and run this again, or start the server with ADMIN_EMAIL and ' +
          'ADMIN_PASSWORD set (the owner is created at start on a database with no staff).',
      );
    }
    throw error;
  }
  try {
    await migrateDatabase(database);
    const staff = createStaffService(database.db, config, createAuditService(database.db));
    const owner = await staff.createFirstOwner(email.data, password.data);
    if (!owner) {
      return fail(
        'The back office already has staff accounts: an owner adds people in the back office ' +
          '(/admin/staff).',
      );
    }
    console.log(`Created the owner ${owner.email}. Log in at /admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from './config';
import { opsListenerFile } from './ops-listener';
import { openDatabase, pgliteClientOf } from './db/client';
import { acquireDirLock, DataDirLockedError } from './db/lock';
import { rows } from './db/rows';
import type { Db } from './db/types';
import { loadSecrets } from './secrets';

/**
 * `npm run backup` / `npm run restore` for the embedded database (docs/operations.md).
 *
 * A copy must be taken by the process that has the database open: PGlite's files change under
 * any other reader. So while the shop runs, the backup asks it over its ops listener
 * (ops-listener.ts: a dump under PGlite's query lock, between two statements); when nothing runs, the
 * backup opens the directory itself (taking the lock, so a shop cannot start meanwhile).
 * PostgreSQL has its own tools (pg_dump, pg_restore); these refuse and say so.
 */
export class BackupError extends Error {
  override name = 'BackupError';
}

const POSTGRES_BACKUP =
  'DATABASE_URL is set: back PostgreSQL up with its own tools, e.g. ' +
  '`pg_dump -Fc -f shop.dump "$DATABASE_URL"` and `pg_restore --clean --if-exists -d "$DATABASE_URL" shop.dump` ' +
  '(docs/operations.md).';

export interface BackupResult {
  file: string;
  bytes: number;
  /** `server`: taken by the running shop; `directory`: opened here, no shop was running. */
  via: 'server' | 'directory';
}

export async function backup(config: Config, out: string): Promise<BackupResult> {
  if (config.DATABASE_URL) throw new BackupError(POSTGRES_BACKUP);
  const root = path.resolve(config.DATA_DIR);
  if (!existsSync(path.join(root, 'pglite', 'PG_VERSION')))
    throw new BackupError(`There is no embedded database in ${root} to back up.`);
  const holder = lockHolder(path.join(root, 'pglite.lock'));
  const bytes = holder === null ? await dumpDirectory(config) : await askServer(config, holder);
  // Written aside and renamed: a file under `out` is always a whole backup.
  const partial = `${out}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, out);
  return { file: out, bytes: bytes.length, via: holder === null ? 'directory' : 'server' };
}

async function askServer(config: Config, pid: number): Promise<Buffer> {
  const file = opsListenerFile(config.DATA_DIR);
  const admin = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { pid: number; url: string })
    : null;
  if (!admin || admin.pid !== pid) {
    throw new BackupError(
      `The shop (pid ${pid}) has the database open but no ops listener (METRICS_PORT=off, or ` +
        `its port was taken): copying files it is writing would not give a consistent backup. ` +
        `Restart it with METRICS_PORT set, or stop it and run the backup again.`,
    );
  }
  const response = await fetch(`${admin.url}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${loadSecrets(config).backup}` },
  }).catch((error: unknown) => {
    throw new BackupError(`The shop's ops listener at ${admin.url} did not answer: ${error}`);
  });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok)
    throw new BackupError(
      `The shop refused the backup (${response.status}): ${body.toString().slice(0, 200)}` +
        (response.status === 401 ? ' (APP_SECRET must be the one the shop runs with)' : ''),
    );
  return body;
}

async function dumpDirectory(config: Config): Promise<Buffer> {
  const database = await openDatabase({ dataDir: config.DATA_DIR }).catch((error: unknown) => {
    throw error instanceof DataDirLockedError ? new BackupError(error.message) : error;
  });
  try {
    const dump = await pgliteClientOf(database)!.dumpDataDir('gzip');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await database.close();
  }
}

export interface RestoreResult {
  /** Rows per table of the restored database. */
  tables: Record<string, number>;
  /** Where the database that was there before went (with --force). */
  movedAside: string | null;
}

export async function restore(
  config: Config,
  from: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (config.DATABASE_URL) throw new BackupError(POSTGRES_BACKUP);
  if (!existsSync(from)) throw new BackupError(`No backup file at ${from}.`);
  const root = path.resolve(config.DATA_DIR);
  const target = path.join(root, 'pglite');
  let movedAside: string | null = null;
  mkdirSync(root, { recursive: true }); // a DATA_DIR that does not exist yet is a fresh one
  // Under the directory lock: a running shop refuses the restore, and none starts meanwhile.
  let lock;
  try {
    lock = acquireDirLock(path.join(root, 'pglite.lock'), root);
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new BackupError(`Refusing to restore while the shop runs: ${error.message}`);
    throw error;
  }
  try {
    if (existsSync(target) && readdirSync(target).length > 0) {
      if (!force)
        throw new BackupError(
          `${target} already holds a database: restore into an empty DATA_DIR, or pass --force ` +
            `to move the current one aside (it is kept, not deleted).`,
        );
      movedAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, movedAside);
    }
  } finally {
    lock.release();
  }
  const database = await openDatabase({
    dataDir: config.DATA_DIR,
    loadDataDir: new Blob([readFileSync(from)]),
  });
  try {
    return { tables: await rowCounts(database.db), movedAside };
  } finally {
    await database.close();
  }
}

/** Tables of the shop's schema. */
export async function tableNames(db: Db): Promise<string[]> {
  const result = await rows(
    db,
    sql`select table_name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    z.object({ table_name: z.string() }),
  );
  return result.map((r) => r.table_name);
}

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(db)) {
    const [row] = await rows(
      db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
      z.object({ n: z.number() }),
    );
    counts[table] = row?.n ?? 0;
  }
  return counts;
}

/** The pid holding the data directory's lock when that process is alive, else null. */
function lockHolder(lockFile: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

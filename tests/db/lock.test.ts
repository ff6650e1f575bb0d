import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { acquireDirLock, DataDirLockedError } from '#server/db/lock';
import { createTestDataDir } from '../setup/test-database';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sf-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A pid that certainly belongs to no running process: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('data directory lock', () => {
  let sleeper: ReturnType<typeof spawn> | undefined;
  afterEach(() => {
    sleeper?.kill('SIGKILL');
    sleeper = undefined;
  });

  it('refuses a directory locked by another live process, naming its pid', async () => {
    const dir = tempDir();
    sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeFileSync(path.join(dir, 'pglite.lock'), `${sleeper.pid}\n`);
    const attempt = openDatabase({ dataDir: dir });
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(
      `Another process (pid ${sleeper.pid}) is using the database in ${dir}; stop it or set DATA_DIR`,
    );
    // Refused before PGlite ever touched the directory.
    expect(existsSync(path.join(dir, 'pglite'))).toBe(false);
  });

  it('refuses a second open in the same process', () => {
    const dir = tempDir();
    const lock = acquireDirLock(path.join(dir, 'pglite.lock'), dir);
    try {
      expect(() => acquireDirLock(path.join(dir, 'pglite.lock'), dir)).toThrow(DataDirLockedError);
    } finally {
      lock.release();
    }
    expect(existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
  });

  it('takes over a stale lock left by a killed process', async () => {
    const data = await createTestDataDir();
    const dir = data.dir;
    dirs.push(dir);
    const lockFile = path.join(dir, 'pglite.lock');
    writeFileSync(lockFile, `${await deadPid()}\n`);
    const database = await openDatabase({ dataDir: dir });
    try {
      expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
      await database.db.execute(sql`select 1`);
      // While open, a second open of the same directory is refused.
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/already has the database/);
    } finally {
      await database.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  });

  it('treats a lock holding our own pid, not taken by us, as stale (recycled pid, e.g. pid 1 in a container)', () => {
    const dir = tempDir();
    const lockFile = path.join(dir, 'pglite.lock');
    writeFileSync(lockFile, `${process.pid}\n`);
    const lock = acquireDirLock(lockFile, dir);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('treats an unreadable (garbage) lock as stale', () => {
    const dir = tempDir();
    const lockFile = path.join(dir, 'pglite.lock');
    writeFileSync(lockFile, 'not a pid');
    acquireDirLock(lockFile, dir).release();
  });
});

import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';

/**
 * An exclusive lock on the embedded database directory. PGlite takes none itself, and two
 * processes writing one data directory corrupt it, so a second server must refuse to start.
 *
 * The lock is a file holding the owner's pid, created atomically (fails if it exists). A lock
 * whose pid is dead (the owner was killed) is stale and taken over, so `kill -9` never needs
 * manual clean-up.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dir: string,
    readonly lockFile: string,
  ) {
    super(
      pid === process.pid
        ? `This process (pid ${pid}) already has the database in ${dir} open; close it first`
        : `Another process (pid ${pid}) is using the database in ${dir}; stop it or set DATA_DIR ` +
            `(if no such process exists, delete ${lockFile})`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DirLock {
  readonly file: string;
  release(): void;
}

/** Lock files this process holds: a recycled pid (containers restart as pid 1) is not "alive". */
const heldByThisProcess = new Set<string>();

export function acquireDirLock(lockFile: string, dir: string): DirLock {
  // A few rounds: each round either creates the lock, throws, or removes a stale lock and retries.
  for (let round = 0; round < 5; round += 1) {
    if (tryCreate(lockFile)) {
      heldByThisProcess.add(lockFile);
      let released = false;
      return {
        file: lockFile,
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(lockFile);
          removeIfOurs(lockFile);
        },
      };
    }
    const pid = readPid(lockFile);
    if (pid !== null && isAlive(pid, lockFile)) throw new DataDirLockedError(pid, dir, lockFile);
    takeOverStale(lockFile, pid);
  }
  throw new Error(`Could not take the database lock ${lockFile}: it keeps changing hands`);
}

/**
 * Creates the lock file with our pid already inside: written to a private file, then hard-linked
 * into place (link fails if the name exists), so no one ever sees an empty lock file.
 */
function tryCreate(lockFile: string): boolean {
  const own = `${lockFile}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(own, `${process.pid}\n`, { mode: 0o644 });
  try {
    linkSync(own, lockFile);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(own);
  }
}

function readPid(lockFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockFile, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    // Vanished or unreadable between our create attempt and now: treat as stale, retry.
    return null;
  }
}

function isAlive(pid: number, lockFile: string): boolean {
  if (pid === process.pid) return heldByThisProcess.has(lockFile);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else — still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Moves the stale file aside atomically, then checks that what was moved is still the stale lock:
 * if another starter replaced it with a live lock in the meantime, put that one back.
 */
function takeOverStale(lockFile: string, stalePid: number | null): void {
  const aside = `${lockFile}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const movedPid = readPid(aside);
  if (movedPid !== stalePid && movedPid !== null) {
    try {
      linkSync(aside, lockFile); // fails if yet another lock appeared; then that one wins
    } catch {
      /* the next round reads whichever lock is there */
    }
  }
  unlinkSync(aside);
}

function removeIfOurs(lockFile: string): void {
  if (readPid(lockFile) !== process.pid) return;
  try {
    unlinkSync(lockFile);
  } catch {
    /* already gone */
  }
}

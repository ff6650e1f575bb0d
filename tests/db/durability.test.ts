import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { outbox } from '#server/db/schema/index';
import { MIGRATIONS_DIR } from '../setup/db-template';
import { createTestDataDir } from '../setup/test-database';
import type { TestDataDir } from '../setup/test-database';

const WRITER = fileURLToPath(new URL('./fixtures/durability-writer.ts', import.meta.url));
const ACKS_BEFORE_KILL = 40;
let data: TestDataDir;
beforeAll(async () => {
  data = await createTestDataDir();
});
afterAll(() => data?.remove());

it(
  'keeps every acknowledged write when the process is killed with SIGKILL',
  { timeout: 120_000 },
  async () => {
    const dataDir = data.dir;
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir, MIGRATIONS_DIR], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: number[] = [];
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    );

    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        const match = /^ack (\d+)$/.exec(line);
        if (match) acked.push(Number(match[1]));
        // Kill mid-stream, while the writer is busy with the next insert.
        if (acked.length === ACKS_BEFORE_KILL) child.kill('SIGKILL');
      }
    });

    const result = await exited;
    expect(result, `writer failed before the kill:\n${stderr}`).toBe('SIGKILL');
    expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
    // The killed writer left its lock behind.
    expect(readFileSync(path.join(dataDir, 'pglite.lock'), 'utf8').trim()).toBe(String(child.pid));

    // Reopen: the stale lock is taken over and every acknowledged row is there.
    const database = await openDatabase({ dataDir });
    try {
      const stored = new Set(
        (await database.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id),
      );
      const lost = acked.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      await database.close();
    }
  },
);

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '#tests/setup/test-database';
import { importJobs } from '#server/db/schema/index';
import { createJobStore, INTERRUPTED, STALE_MS } from './jobs';

const notHere = () => false;

forEachDatabase('import jobs', (getDb) => {
  describe('a job whose process died', () => {
    it('shows, and is stored, as failed once its heartbeat is older than the limit', async () => {
      const { db } = getDb();
      const jobs = createJobStore(db);
      const id = await jobs.create(null, false, 100);
      expect(await jobs.get(id, notHere)).toEqual({
        state: 'running',
        done: 0,
        total: 100,
        report: null,
      });
      const old = new Date(Date.now() - STALE_MS - 1_000).toISOString();
      await db
        .update(importJobs)
        .set({ report: { heartbeat_at: old } })
        .where(eq(importJobs.id, id));
      // The process that runs it knows it is alive, whatever its heartbeat says.
      expect((await jobs.get(id, () => true))?.state).toBe('running');
      expect(await jobs.get(id, notHere)).toEqual({
        state: 'failed',
        done: 0,
        total: 100,
        report: INTERRUPTED,
      });
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
      expect(row?.state).toBe('failed');
      expect(row?.finishedAt).not.toBeNull();
    });

    it('cannot finish a job already declared failed, so its import rolls back', async () => {
      const { db } = getDb();
      const jobs = createJobStore(db);
      const id = await jobs.create(null, false, 1);
      await db.update(importJobs).set({ state: 'failed' }).where(eq(importJobs.id, id));
      const report = { created: 1, updated: 0, errors: [] };
      expect(await jobs.finish(db, id, 'done', report, 1)).toBe(false);
      expect((await jobs.get(id, notHere))?.state).toBe('failed');
    });
  });

  it('writes progress outside the import, newest value last, with a heartbeat', async () => {
    const { db } = getDb();
    const jobs = createJobStore(db);
    const id = await jobs.create(null, false, 10);
    const tracker = jobs.tracker(id, (message, error) => {
      throw new Error(`${message}: ${String(error)}`);
    });
    for (let done = 1; done <= 5; done += 1) tracker.set(done);
    tracker.set(8, 9);
    await tracker.stop();
    const [row] = await db
      .select({
        done: importJobs.done,
        total: importJobs.total,
        beat: sql<string>`${importJobs.report}->>'heartbeat_at'`,
      })
      .from(importJobs)
      .where(eq(importJobs.id, id));
    expect(row).toMatchObject({ done: 8, total: 9 });
    expect(Date.now() - Date.parse(row!.beat)).toBeLessThan(60_000);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forEachDatabase } from '#tests/setup/test-database';
import { rows } from '#server/db/rows';
import { importJobs } from '#server/db/schema/index';
import { createJobQueue } from '../jobs/queue';
import { createJobStore, IMPORT_TOPIC, INTERRUPTED } from './jobs';

const actor = { id: null, email: 'owner@example.com' };
const file = Buffer.from('sku,title_pl\nA,x\n');

forEachDatabase('import jobs', (getDb) => {
  describe('a job whose process died', () => {
    it('shows, and is stored, as failed once the queue gave its job up', async () => {
      const { db } = getDb();
      const jobs = createJobStore(db, createJobQueue({ db }));
      const id = await jobs.create(actor, true, 100, file);
      expect(await jobs.get(id)).toEqual({ state: 'running', done: 0, total: 100, report: null });
      // What the queue writes when the last process to claim it died (queue.ts, claim).
      await db.execute(
        sql`update jobs set status = 'failed' where topic = ${IMPORT_TOPIC} and key = ${id}`,
      );
      expect(await jobs.get(id)).toEqual({
        state: 'failed',
        done: 0,
        total: 100,
        report: INTERRUPTED,
      });
      const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
      expect(row?.state).toBe('failed');
      expect(row?.finishedAt).not.toBeNull();
      expect(row?.body).toBeNull();
    });

    it('cannot finish a job already declared failed, so its import rolls back', async () => {
      const { db } = getDb();
      const jobs = createJobStore(db, createJobQueue({ db }));
      const id = await jobs.create(actor, true, 1, file);
      await db.update(importJobs).set({ state: 'failed' }).where(eq(importJobs.id, id));
      const report = { created: 1, updated: 0, errors: [] };
      expect(await jobs.finish(db, id, 'done', report, 1)).toBe(false);
      expect((await jobs.get(id))?.state).toBe('failed');
      expect(await jobs.body(id)).toBeNull();
    });
  });

  it('keeps the file with its queued job, in one transaction, until the job ends', async () => {
    const { db } = getDb();
    const jobs = createJobStore(db, createJobQueue({ db }));
    const id = await jobs.create(actor, false, 1, file);
    expect((await jobs.body(id))?.toString()).toBe(file.toString());
    const queued = await rows(
      db,
      sql`select payload->>'id' as id from jobs where topic = ${IMPORT_TOPIC} and key = ${id}`,
      z.object({ id: z.string() }),
    );
    expect(queued).toEqual([{ id }]);
    // One writing import at a time, whichever process asks: the running row says so.
    expect(await jobs.writing()).toBe(true);
    await expect(jobs.create(actor, false, 1, file)).rejects.toMatchObject({
      code: 'import_running',
    });
    // A dry run only reads: it may run beside it.
    await jobs.finish(db, await jobs.create(actor, true, 1, file), 'done', INTERRUPTED);
    await jobs.finish(db, id, 'done', { created: 1, updated: 0, errors: [] }, 1);
    expect(await jobs.writing()).toBe(false);
    expect(await jobs.body(id)).toBeNull();
  });

  it('writes progress outside the import, newest value last', async () => {
    const { db } = getDb();
    const jobs = createJobStore(db, createJobQueue({ db }));
    const id = await jobs.create(actor, true, 10, file);
    const tracker = jobs.tracker(id, (message, error) => {
      throw new Error(`${message}: ${String(error)}`);
    });
    for (let done = 1; done <= 5; done += 1) tracker.set(done);
    tracker.set(8, 9);
    await tracker.stop();
    const [row] = await db
      .select({ done: importJobs.done, total: importJobs.total })
      .from(importJobs)
      .where(eq(importJobs.id, id));
    expect(row).toEqual({ done: 8, total: 9 });
  });
});

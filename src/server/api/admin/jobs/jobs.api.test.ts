import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { AdminJob } from '#contracts/admin/jobs';
import { adminSession, createStaff, type TestStaff } from '#tests/setup/admin-client';
import { freshIp } from '#tests/setup/auth-client';
import { rows } from '#tests/setup/sql-rows';
import { createTestApp, type TestApp } from '#tests/setup/test-app';
import { forEachDatabase } from '#tests/setup/test-database';

const FLAKY = 'test.flaky';

forEachDatabase('back-office background work', (getDb) => {
  let t: TestApp;
  let owner: TestStaff;
  let ownerHeaders: Record<string, string>;
  let staffHeaders: Record<string, string>;
  /** While true the test topic's handler fails, as a provider that is down would. */
  let broken = true;
  const ran: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(getDb());
    const { db } = getDb();
    owner = await createStaff(db, { role: 'owner' });
    ownerHeaders = await adminSession(t, owner.email);
    staffHeaders = await adminSession(t, (await createStaff(db, { role: 'staff' })).email);
    t.services.jobs.handle(
      FLAKY,
      async (job) => {
        if (broken) throw new Error(`provider down (try ${job.attempt})`);
        ran.push(job.id);
      },
      // Back-offs of a millisecond or two: the test waits for the tries, not for minutes.
      { maxAttempts: 2, retryBaseMs: 2, retryCapMs: 4 },
    );
  });
  afterAll(async () => {
    await t?.app.close();
  });
  beforeEach(async () => {
    broken = true;
    ran.length = 0;
    await getDb().db.execute(sql`delete from jobs`);
  });

  const inject = (method: 'GET' | 'POST', url: string, headers = ownerHeaders) =>
    t.app.inject({ method, url, headers: { ...headers, 'x-forwarded-for': freshIp() } });

  const jobRow = async (id: number) =>
    (
      await rows<{ status: string; attempts: number; max_attempts: number; last_error: string }>(
        getDb().db,
        sql`select status, attempts, max_attempts, last_error from jobs where id = ${id}`,
      )
    )[0];

  const auditOf = (id: number) =>
    rows<{ action: string; staff_email: string; before: Record<string, unknown> | null }>(
      getDb().db,
      sql`select action, staff_email, before from audit_log
          where entity = 'job' and entity_id = ${String(id)} order by id`,
    );

  /**
   * A job of the test topic, named as an enqueuer names it; `later`, due in an hour (the test
   * app's worker runs, so a job due now may be tried at once).
   */
  async function enqueue(subject: string, { later = false } = {}): Promise<number> {
    const { db } = getDb();
    const runAt = later ? new Date(Date.now() + 3_600_000) : undefined;
    await t.services.jobs.enqueue(
      db,
      FLAKY,
      { about: subject },
      { subject, ...(runAt && { runAt }) },
    );
    const [row] = await rows<{ id: string }>(
      db,
      sql`select max(id)::text as id from jobs where topic = ${FLAKY}`,
    );
    return Number(row!.id);
  }

  /** Runs the queue until the job has failed its last try (each back-off is a few ms). */
  async function failedJob(subject = 'Zamówienie 10091'): Promise<number> {
    const id = await enqueue(subject);
    const end = Date.now() + 10_000;
    while ((await jobRow(id))?.status !== 'failed') {
      if (Date.now() > end) throw new Error('the job never failed');
      await t.services.jobs.drain();
      await new Promise((r) => setTimeout(r, 5));
    }
    return id;
  }

  it('is the owner’s alone: staff get 403, no session 401', async () => {
    const id = await failedJob();
    for (const [method, url] of [
      ['GET', '/api/admin/jobs'],
      ['POST', `/api/admin/jobs/${id}/retry`],
      ['POST', `/api/admin/jobs/${id}/abandon`],
    ] as const) {
      expect((await inject(method, url, staffHeaders)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/admin/jobs',
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await jobRow(id))?.status).toBe('failed');
    expect(await auditOf(id)).toEqual([]);
  });

  it('lists a job that failed after its retries with its last error, filtered by status and topic', async () => {
    const failed = await failedJob();
    const waiting = await enqueue('Faktura FV/2026/12/0007', { later: true });
    const done = await enqueue('Zamówienie 10092', { later: true });
    await getDb().db.execute(
      sql`update jobs set status = 'done', finished_at = now() where id = ${done}`,
    );

    const res = await inject('GET', '/api/admin/jobs?status=failed');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ items: AdminJob[]; total: number; limit: number; topics: string[] }>();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({
      id: failed,
      topic: FLAKY,
      subject: 'Zamówienie 10091',
      status: 'failed',
      attempts: 2,
      max_attempts: 2,
      last_error: 'Error: provider down (try 2)',
    });
    expect(body.items[0]!.finished_at).not.toBeNull();
    expect(body.topics).toContain(FLAKY);
    expect(body.topics).toContain('messaging.deliver');

    // Without a status: the work not done yet, newest first (the app's recurring jobs aside).
    const open = (await inject('GET', '/api/admin/jobs')).json<{ items: AdminJob[] }>();
    expect(open.items.filter((j) => j.topic === FLAKY).map((j) => j.id)).toEqual([waiting, failed]);
    expect(open.items.some((j) => j.status === 'done')).toBe(false);
    const doneList = (await inject('GET', '/api/admin/jobs?status=done')).json<{
      items: AdminJob[];
    }>();
    expect(doneList.items.map((j) => j.id)).toEqual([done]);
    const byTopic = (await inject('GET', `/api/admin/jobs?topic=${FLAKY}&status=waiting`)).json<{
      items: AdminJob[];
    }>();
    expect(byTopic.items.map((j) => j.id)).toEqual([waiting]);
    const other = (await inject('GET', '/api/admin/jobs?topic=messaging.deliver')).json<{
      items: AdminJob[];
    }>();
    expect(other.items.map((j) => j.id)).not.toContain(failed);
    expect((await inject('GET', '/api/admin/jobs?page=2')).json<{ items: [] }>().items).toEqual([]);
  });

  it('answers 422 to a bad query', async () => {
    for (const query of ['status=lost', 'topic=Bad%20topic!', 'page=0', 'page=x', 'sort=id']) {
      const res = await inject('GET', `/api/admin/jobs?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('"retry now" runs a failed job again with one more try, audited', async () => {
    const id = await failedJob();
    broken = false;
    const res = await inject('POST', `/api/admin/jobs/${id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminJob>()).toMatchObject({
      id,
      status: 'waiting',
      attempts: 2,
      max_attempts: 3,
      finished_at: null,
      // The error stays until a try succeeds: it is why the job was retried.
      last_error: 'Error: provider down (try 2)',
    });
    await t.services.jobs.drain();
    expect(ran).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 3, last_error: null });
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'job.retry',
      staff_email: owner.email,
      before: { status: 'failed', attempts: 2, max_attempts: 2 },
    });
  });

  it('runs a waiting job now instead of at its time', async () => {
    const id = await enqueue('Zamówienie 10093', { later: true });
    broken = false;
    await t.services.jobs.drain();
    expect(ran).toEqual([]);
    expect((await inject('POST', `/api/admin/jobs/${id}/retry`)).statusCode).toBe(200);
    await t.services.jobs.drain();
    expect(ran).toEqual([id]);
    // It had all its tries left: none is added.
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 1, max_attempts: 2 });
  });

  it('leaves a done job as it is, and refuses to retry a running one', async () => {
    broken = false;
    const id = await enqueue('Zamówienie 10094');
    await t.services.jobs.drain();
    const before = await jobRow(id);
    expect(before?.status).toBe('done');
    const res = await inject('POST', `/api/admin/jobs/${id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminJob>()).toMatchObject({ id, status: 'done', attempts: 1 });
    await t.services.jobs.drain();
    expect(ran).toEqual([id]);
    expect(await jobRow(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);

    const running = await enqueue('Zamówienie 10095', { later: true });
    await getDb().db.execute(
      sql`update jobs set status = 'running', locked_until = now() + interval '1 minute'
          where id = ${running}`,
    );
    const busy = await inject('POST', `/api/admin/jobs/${running}/retry`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'job_running' });
  });

  it('"give up" deletes a failed job, keeps what it was in the audit log, and only a failed one', async () => {
    const id = await failedJob('Faktura FV/2026/12/0008');
    const res = await inject('POST', `/api/admin/jobs/${id}/abandon`);
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminJob>()).toMatchObject({ id, status: 'failed' });
    expect(await jobRow(id)).toBeUndefined();
    const audit = await auditOf(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'job.abandon',
      staff_email: owner.email,
      before: {
        topic: FLAKY,
        subject: 'Faktura FV/2026/12/0008',
        last_error: 'Error: provider down (try 2)',
        payload: { about: 'Faktura FV/2026/12/0008' },
      },
    });
    expect((await inject('POST', `/api/admin/jobs/${id}/abandon`)).statusCode).toBe(404);

    const waiting = await enqueue('Zamówienie 10096', { later: true });
    const refused = await inject('POST', `/api/admin/jobs/${waiting}/abandon`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'job_not_failed' });
    expect((await jobRow(waiting))?.status).toBe('waiting');
    expect(await auditOf(waiting)).toEqual([]);
  });

  it('answers 404 to an id that names no job', async () => {
    for (const id of ['999999', 'abc', '0', '1.5']) {
      expect((await inject('POST', `/api/admin/jobs/${id}/retry`)).statusCode, id).toBe(404);
      expect((await inject('POST', `/api/admin/jobs/${id}/abandon`)).statusCode, id).toBe(404);
    }
  });

  it('counts the failed jobs on the dashboard', async () => {
    const empty = await inject('GET', '/api/admin/dashboard', staffHeaders);
    expect(empty.json<{ jobs_failed: number }>().jobs_failed).toBe(0);
    await failedJob();
    await failedJob('Zamówienie 10097');
    await enqueue('Zamówienie 10098', { later: true });
    const res = await inject('GET', '/api/admin/dashboard', staffHeaders);
    expect(res.json<{ jobs_failed: number }>().jobs_failed).toBe(2);
  });
});

// Background work in the back office: a job that failed after its last try shows on the owner's
// screen with its error, "retry now" runs it (the e-mail leaves), and "give up" drops another.
// The shared e2e server keeps its embedded database to itself, so this spec starts a server of
// its own on a fresh PostgreSQL database and writes the failed jobs there, as a worker that ran
// out of tries leaves them. Needs PostgreSQL (TEST_DATABASE_URL's server); skipped without it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startProdServer } from '../../scripts/lib/prod-server';
import { signedIn } from './pages/admin/admin-shell';
import { JobsPage, tj } from './pages/admin/jobs-page';
import { DashboardPage, to } from './pages/admin/office-pages';
import { expect, expectNoSeriousA11yViolations, test } from './support/admin-fixtures';

const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const OWNER = {
  email: 'jobs-owner@example.com',
  password: 'jobs owner password 42',
  role: 'owner' as const,
};
const REFUSED = 'Error: connect ECONNREFUSED 127.0.0.1:587';

/** A message whose delivery ran out of tries: its outbox row and its failed job. */
async function failedDelivery(db: pg.Client, recipient: string): Promise<number> {
  const message = await db.query<{ id: number }>(
    `insert into outbox (channel, recipient, subject, text_body, status, attempts, last_error)
     values ('email', $1, 'Zamówienie 10091 przyjęte', 'Dziękujemy.', 'failed', 10, $2)
     returning id`,
    [recipient, REFUSED],
  );
  const job = await db.query<{ id: string }>(
    `insert into jobs (topic, payload, subject, status, attempts, max_attempts, last_error,
       run_after, finished_at)
     values ('messaging.deliver', $1, $2, 'failed', 10, 10, $3, now() - interval '40 minutes',
       now() - interval '1 minute')
     returning id::text`,
    [JSON.stringify({ message: message.rows[0]!.id }), recipient, REFUSED],
  );
  return Number(job.rows[0]!.id);
}

test.describe('back office: background work', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the owner sees a failed job with its error, retries it and gives up another', async ({
    browser,
  }) => {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    try {
      await admin.connect();
    } catch {
      test.skip(true, 'PostgreSQL is not reachable');
    }
    const name = `e2e_jobs_${process.pid}_${Date.now()}`;
    await admin.query(`create database "${name}"`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-jobs-'));
    const server = await startProdServer(
      {
        DATABASE_URL: url.href,
        DATA_DIR: dataDir,
        METRICS_PORT: 'off',
        SHOP_PROCESSES: '1',
        SEED_PRODUCTS: '20',
        ADMIN_EMAIL: OWNER.email,
        ADMIN_PASSWORD: OWNER.password,
        TRUST_PROXY: 'true',
      },
      path.join('test-results', 'jobs-server.log'),
    );
    const db = new pg.Client({ connectionString: url.href });
    const context = await browser.newContext({ baseURL: server.base });
    try {
      await db.connect();
      const retried = await failedDelivery(db, 'anna.nowak@example.com');
      const dropped = await failedDelivery(db, 'jan.kowalski@example.com');
      const page = await context.newPage();

      // The dashboard counts them and leads to the screen.
      await signedIn(page, OWNER, '/admin');
      const dashboard = new DashboardPage(page);
      await expect(dashboard.root.getByTestId('dashboard-jobs-failed')).toHaveAttribute(
        'data-count',
        '2',
      );
      await dashboard.root.getByRole('link', { name: to('dash.jobsOpen') }).click();
      await page.waitForURL(/\/admin\/jobs\?status=failed/);

      const jobs = new JobsPage(page);
      const row = jobs.row(retried);
      await expect(row).toContainText('anna.nowak@example.com');
      await expect(row).toContainText(tj('jobs.topic.messaging.deliver'));
      await expect(row).toContainText(tj('jobs.status.failed'));
      await expect(row).toContainText(tj('jobs.attempts', { attempts: 10, max: 10 }));
      await expect(row).toContainText(REFUSED);
      await expectNoSeriousA11yViolations(page);

      // Retry now: the job leaves the failed list and runs at once; the e-mail is delivered.
      await jobs.retry(retried).click();
      await expect(page.getByText(tj('jobs.retried', { id: retried })).first()).toBeVisible();
      await expect(row).toHaveCount(0);
      await expect
        .poll(
          async () =>
            (await db.query(`select status from jobs where id = $1`, [retried])).rows[0]?.status,
        )
        .toBe('done');
      const sent = await db.query(`select status from outbox where recipient = $1`, [
        'anna.nowak@example.com',
      ]);
      expect(sent.rows[0]?.status).toBe('sent');
      await jobs.showStatus('done');
      await expect(jobs.row(retried)).toContainText(tj('jobs.status.done'));
      await expect(jobs.row(retried)).toContainText(tj('jobs.attempts', { attempts: 11, max: 11 }));

      // Give up the other one, after saying yes.
      await jobs.showStatus('failed');
      await jobs.abandon(dropped).click();
      const dialog = page.getByRole('dialog', { name: tj('jobs.abandonTitle') });
      await expect(dialog).toContainText('jan.kowalski@example.com');
      await dialog.getByRole('button', { name: tj('jobs.abandon') }).click();
      await expect(dialog).toHaveCount(0);
      await expect(jobs.row(dropped)).toHaveCount(0);
      await expect(jobs.table).toContainText(tj('jobs.empty'));
      expect((await db.query(`select 1 from jobs where id = $1`, [dropped])).rowCount).toBe(0);
      const audit = await db.query(`select action from audit_log where entity = 'job' order by id`);
      expect(audit.rows.map((r) => r.action)).toEqual(['job.retry', 'job.abandon']);
    } finally {
      await context.close();
      await db.end().catch(() => {});
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
      await admin.end();
    }
  });
});

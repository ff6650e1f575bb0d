import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { AdminJob } from '#contracts/admin/jobs';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog';
import { PagedTable } from '#web/admin/components/pager';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { addressPage } from '#web/admin/lib/address-filters';
import { ApiError } from '#web/admin/lib/api';
import { formatDateTime, formatNumber } from '#web/admin/lib/format';
import { topicLabel, useJobsT } from './i18n';
import { JobStatusBadge } from './job-status';
import { JobFilters } from './job-filters';
import { useAbandonJob, useJobList, useRetryJob } from './jobs-queries';

const column = createColumnHelper<AdminJob>();

/** Errors are long (a provider's answer): the first line shows, the rest opens on demand. */
function LastError({ error }: { error: string | null }) {
  const t = useJobsT();
  if (!error) return <span className="text-muted">{t('jobs.noError')}</span>;
  const short = error.length > 90 ? `${error.slice(0, 90)}…` : error;
  return (
    <span className="block max-w-80 min-w-48 text-xs" data-testid="job-error">
      <span className="block font-mono break-words text-danger-700">{short}</span>
      {short !== error && (
        <details className="mt-1">
          <summary className="inline-flex min-h-8 items-center font-medium text-brand-700 underline-offset-2 hover:underline">
            {t('jobs.showError')}
          </summary>
          <span className="block font-mono break-words whitespace-pre-wrap">{error}</span>
        </details>
      )}
    </span>
  );
}

/** The list with its filters: failed and waiting jobs first of all, "retry now" and "give up". */
export function JobsTable() {
  const t = useJobsT();
  const locale = useAdminLocale();
  const { toast } = useToast();
  const [params] = useSearchParams();
  const page = addressPage(params);
  const list = useJobList(params);
  const retry = useRetryJob();
  const abandon = useAbandonJob();
  const [dropping, setDropping] = useState<AdminJob | null>(null);
  const nameOf = (job: AdminJob) => job.subject ?? topicLabel(t, job.topic);

  const columns = useMemo(
    () => [
      column.display({
        id: 'job',
        header: t('jobs.col.job'),
        cell: ({ row: { original: job } }) => (
          <span className="block min-w-44">
            {/* Recurring work has no subject: its kind says what it is. */}
            <span className="block font-medium text-ink">
              {job.subject ?? topicLabel(t, job.topic)}
            </span>
            <span className="block text-xs text-muted">
              {job.subject && topicLabel(t, job.topic)}
              <span className={job.subject ? 'ml-1.5 font-mono' : 'font-mono'}>#{job.id}</span>
            </span>
          </span>
        ),
      }),
      column.accessor('status', {
        header: t('jobs.col.status'),
        cell: ({ getValue }) => <JobStatusBadge status={getValue()} />,
      }),
      column.display({
        id: 'attempts',
        header: t('jobs.col.attempts'),
        meta: { align: 'right' },
        cell: ({ row: { original: job } }) => (
          <span className="whitespace-nowrap tabular-nums" data-testid="job-attempts">
            {t('jobs.attempts', {
              attempts: formatNumber(locale, job.attempts),
              max: formatNumber(locale, job.max_attempts),
            })}
          </span>
        ),
      }),
      column.accessor('last_error', {
        header: t('jobs.col.error'),
        cell: ({ getValue }) => <LastError error={getValue()} />,
      }),
      column.display({
        id: 'next',
        header: t('jobs.col.next'),
        cell: ({ row: { original: job } }) => (
          <span className="whitespace-nowrap text-sm">
            {job.status === 'waiting' && formatDateTime(locale, job.run_after)}
            {job.status === 'running' && t('jobs.next.running')}
            {job.status === 'failed' && <span className="text-muted">{t('jobs.next.failed')}</span>}
            {job.status === 'done' &&
              t('jobs.next.done', { at: formatDateTime(locale, job.finished_at ?? job.run_after) })}
          </span>
        ),
      }),
      column.display({
        id: 'actions',
        header: t('jobs.col.actions'),
        cell: ({ row: { original: job } }) =>
          job.status === 'failed' || job.status === 'waiting' ? (
            <span className="flex gap-2 whitespace-nowrap">
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('jobs.retryOf', { id: job.id })}
                loading={retry.isPending && retry.variables === job.id}
                onClick={() =>
                  retry.mutate(job.id, {
                    onSuccess: () =>
                      toast({ tone: 'success', title: t('jobs.retried', { id: job.id }) }),
                  })
                }
                data-testid="job-retry"
              >
                {t('jobs.retry')}
              </Button>
              {job.status === 'failed' && (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('jobs.abandonOf', { id: job.id })}
                  aria-haspopup="dialog"
                  onClick={() => setDropping(job)}
                  data-testid="job-abandon"
                >
                  {t('jobs.abandon')}
                </Button>
              )}
            </span>
          ) : null,
      }),
    ],
    [t, locale, retry, toast],
  );

  return (
    <>
      <JobFilters topics={list.data?.topics} />
      <PagedTable
        list={list}
        page={page}
        columns={columns}
        caption={t('jobs.caption')}
        getRowId={(job) => String(job.id)}
        rowProps={(job) => ({ 'data-job-id': String(job.id), 'data-status': job.status })}
        refreshing={list.isPlaceholderData}
        verticalAlign="top"
        empty={
          <>
            <span className="block font-semibold text-ink">{t('jobs.empty')}</span>
            <span className="mt-1 block">{t('jobs.emptyText')}</span>
          </>
        }
      />
      <ConfirmDialog
        open={dropping !== null}
        onClose={() => setDropping(null)}
        title={t('jobs.abandonTitle')}
        confirmLabel={t('jobs.abandon')}
        onConfirm={async () => {
          if (!dropping) return;
          await abandon.mutateAsync(dropping.id);
          toast({ tone: 'success', title: t('jobs.abandoned', { id: dropping.id }) });
        }}
        describeError={(error) =>
          error instanceof ApiError && error.status === 409 ? t('jobs.notFailed') : null
        }
      >
        <p>{t('jobs.abandonConfirm', { name: dropping ? nameOf(dropping) : '' })}</p>
      </ConfirmDialog>
    </>
  );
}

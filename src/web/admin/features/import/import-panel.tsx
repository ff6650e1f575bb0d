import { useId, useState } from 'react';
import { CSV_LIMITS } from '#contracts/admin/import';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { FormMessage } from '#web/components/ui/form-message';
import { AlertIcon, CheckCircleIcon } from '#web/components/ui/icons';
import { Input } from '#web/components/ui/input';
import { Progress } from '#web/components/ui/progress';
import { Panel } from '#web/admin/components/admin-page';
import { UploadIcon } from '#web/admin/components/admin-icons';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { formatNumber } from '#web/admin/lib/format';
import { errorMessage } from '#web/admin/lib/use-admin-form';
import { useImportJob, useStartImport, type ImportJob, type ImportReport } from './import-queries';
import { ImportErrors } from './import-report';
import { useImportT, type ImportT } from './i18n';

/**
 * Where the import stands. A file is always checked first (dry run); only a file without errors
 * can be imported, and the import writes all of it or nothing (the server's rule).
 */
type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; dryRun: boolean }
  | { kind: 'running'; dryRun: boolean; job: string }
  | { kind: 'invalid'; report: ImportReport }
  | { kind: 'checked'; report: ImportReport }
  | { kind: 'done'; report: ImportReport }
  | { kind: 'failed'; message: string };

const rowsOf = (report: ImportReport) => report.created + report.updated;

function settle(step: Step, job: ImportJob | undefined, failure: string | null, t: ImportT): Step {
  if (step.kind !== 'running') return step;
  if (failure) return { kind: 'failed', message: failure };
  if (job?.state === 'failed' || (job?.state === 'done' && !job.report))
    return { kind: 'failed', message: t('import.failed') };
  if (job?.state === 'done' && job.report) return finish(step.dryRun, job.report);
  return step;
}

/** A report settles the step: errors (nothing written), a clean check, or a finished import. */
function finish(dryRun: boolean, report: ImportReport): Step {
  if (report.errors.length > 0) return { kind: 'invalid', report };
  return dryRun ? { kind: 'checked', report } : { kind: 'done', report };
}

export function ImportPanel() {
  const t = useImportT();
  const adminT = useAdminT();
  const locale = useAdminLocale();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [current, setStep] = useState<Step>({ kind: 'idle' });
  const [fileError, setFileError] = useState<string | undefined>();
  const start = useStartImport();
  const job = useImportJob(current.kind === 'running' ? current.job : null);

  // A finished job settles the step it ran for (derived, so nothing renders twice).
  const step = settle(current, job.data, job.isError ? errorMessage(adminT, job.error) : null, t);

  async function run(dryRun: boolean) {
    // Refused here rather than after a long upload: the server's own limit (413 above it).
    const problem = !file
      ? t('import.noFile')
      : file.size > CSV_LIMITS.maxBytes
        ? t('import.tooLarge', { mb: Math.round(CSV_LIMITS.maxBytes / 1024 / 1024) })
        : null;
    if (!file || problem) {
      setFileError(problem ?? undefined);
      document.getElementById(inputId)?.focus();
      return;
    }
    setFileError(undefined);
    setStep({ kind: 'sending', dryRun });
    try {
      const started = await start.mutateAsync({ file, dryRun });
      setStep(
        'job' in started
          ? { kind: 'running', dryRun, job: started.job }
          : finish(dryRun, started.report),
      );
    } catch (error) {
      setStep({ kind: 'failed', message: errorMessage(adminT, error) });
    }
  }

  const busy = step.kind === 'sending' || step.kind === 'running';
  const dryRun = (step.kind === 'sending' || step.kind === 'running') && step.dryRun;
  const progress = step.kind === 'running' ? job.data : undefined;
  const total = progress?.total ?? 0;
  const done = progress?.done ?? 0;
  const statusText =
    step.kind === 'sending' || step.kind === 'running'
      ? t(step.dryRun ? 'import.checking' : 'import.importing')
      : step.kind === 'invalid'
        ? t('import.reportErrors', { count: step.report.errors.length })
        : step.kind === 'checked'
          ? t('import.checked')
          : step.kind === 'done'
            ? t('import.done')
            : '';

  return (
    <Panel title={t('import.upload')} description={t('import.intro')}>
      <div className="flex flex-col gap-5 p-5">
        <div className="flex flex-wrap items-end gap-3">
          <Field
            id={inputId}
            label={t('import.file')}
            hint={t('import.fileHint')}
            error={fileError}
            className="min-w-0 flex-1 basis-80"
          >
            <Input
              type="file"
              name="csv"
              accept=".csv,text/csv"
              disabled={busy}
              className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(undefined);
                setStep({ kind: 'idle' });
              }}
            />
          </Field>
          <Button
            variant={step.kind === 'checked' ? 'secondary' : 'primary'}
            icon={<CheckCircleIcon size={18} />}
            loading={busy && dryRun}
            disabled={busy && !dryRun}
            onClick={() => void run(true)}
          >
            {t('import.check')}
          </Button>
        </div>

        {/* What screen readers hear: each change of step, not every tick of the progress. */}
        <p role="status" className="sr-only">
          {statusText}
        </p>
        <div className="flex flex-col gap-4">
          {busy && (
            <div className="flex flex-col gap-1.5">
              <Progress
                label={dryRun ? t('import.checking') : t('import.importing')}
                showLabel
                {...(total > 0 ? { value: done, max: total } : {})}
              />
              {total > 0 && (
                <p className="text-sm text-muted tabular-nums">
                  {t('import.progress', {
                    done: formatNumber(locale, done),
                    total: formatNumber(locale, total),
                  })}
                </p>
              )}
            </div>
          )}

          {step.kind === 'failed' && <FormMessage message={step.message} />}

          {step.kind === 'invalid' && (
            <>
              <div className="flex items-start gap-2 rounded-md border border-danger-700/30 bg-danger-50 p-3 text-sm font-medium text-danger-700">
                <AlertIcon size={18} className="mt-0.5 shrink-0" />
                <span>
                  {t('import.reportErrors', { count: step.report.errors.length })}{' '}
                  {t('import.fixAndRetry')}
                </span>
              </div>
              <ImportErrors errors={step.report.errors} />
            </>
          )}

          {step.kind === 'checked' && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-success-700/30 bg-success-50 p-4">
              <p className="text-sm text-success-700">
                <strong className="block text-base">{t('import.checked')}</strong>
                {t('import.checkedText', {
                  created: formatNumber(locale, step.report.created),
                  updated: formatNumber(locale, step.report.updated),
                })}
              </p>
              <Button icon={<UploadIcon size={18} />} onClick={() => void run(false)}>
                {t('import.run')}
              </Button>
            </div>
          )}

          {step.kind === 'done' && (
            <div className="flex flex-col gap-3 rounded-md border border-success-700/30 bg-success-50 p-4">
              <Progress
                label={t('import.done')}
                tone="success"
                value={rowsOf(step.report)}
                max={Math.max(1, rowsOf(step.report))}
              />
              <p className="text-sm text-success-700">
                <strong className="block text-base">{t('import.done')}</strong>
                {t('import.doneText', {
                  created: formatNumber(locale, step.report.created),
                  updated: formatNumber(locale, step.report.updated),
                })}
              </p>
            </div>
          )}
        </div>
      </div>
    </Panel>
  );
}

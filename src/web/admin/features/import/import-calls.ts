import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../lib/api';

/**
 * CONTRACT.md "CSV": the answer of an import, or of the job that ran it. Row 1 is the header, and
 * stands for the whole file too; `column` is null when the problem is a whole row or the file.
 */
export interface ImportError {
  row: number;
  column: string | null;
  message: string;
}

export interface ImportReport {
  created: number;
  updated: number;
  errors: ImportError[];
}

export interface ImportJob {
  state: 'running' | 'done' | 'failed';
  done: number;
  total: number;
  report: ImportReport | null;
}

export const IMPORT_URL = '/api/admin/products/import';
export const EXPORT_URL = '/api/admin/products/export';

/** Where a job answers: the contract's `job` is its address (an id is read as one of ours). */
export function jobAddress(job: unknown): string | null {
  if (typeof job === 'string' && job.startsWith('/api/admin/')) return job;
  if (typeof job === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(job))
    return `${IMPORT_URL}/jobs/${job}`;
  if (job && typeof job === 'object' && 'url' in job)
    return jobAddress((job as { url: unknown }).url);
  if (job && typeof job === 'object' && 'id' in job)
    return jobAddress(String((job as { id: unknown }).id));
  return null;
}

export type ImportStart = { report: ImportReport } | { job: string };

/**
 * Sends the file as it is (`text/csv`, streamed by the browser). A short file answers its report
 * at once (200); a long one answers a job (202) to poll.
 */
export async function startImport(file: Blob, dryRun: boolean): Promise<ImportStart> {
  const body = await adminApi.request<{ job?: unknown } & Partial<ImportReport>>(
    'POST',
    dryRun ? `${IMPORT_URL}?dry_run=1` : IMPORT_URL,
    { raw: { body: file, contentType: 'text/csv' }, quiet: true },
  );
  if (body && 'job' in body) {
    const address = jobAddress(body.job);
    if (!address) throw new Error('import answered a job without an address');
    return { job: address };
  }
  return {
    report: { created: body.created ?? 0, updated: body.updated ?? 0, errors: body.errors ?? [] },
  };
}

/** Polls a running job twice a second until it is done or failed. */
export function useImportJob(address: string | null) {
  return useQuery({
    queryKey: ['import-job', address],
    queryFn: ({ signal }) => adminApi.get<ImportJob>(address ?? '', { signal, quiet: true }),
    enabled: address !== null,
    refetchInterval: (query) =>
      query.state.data?.state === 'running' || !query.state.data ? 500 : false,
    // A job's state is never "fresh enough": always ask again.
    staleTime: 0,
    gcTime: 0,
  });
}

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  importAccepted,
  importJob,
  importReport,
  type ImportError,
  type ImportJob,
  type ImportReport,
} from '#contracts/admin/import';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

// The wire shapes are the API's own (docs/back-office/csv.md).
export type { ImportError, ImportJob, ImportReport };

export const EXPORT_URL = apiPath(ADMIN_API.productsExport, {});

/** Where a job answers: the contract's `job` is its address (an id is read as one of ours). */
export function jobAddress(job: unknown): string | null {
  if (typeof job === 'string' && job.startsWith('/api/admin/')) return job;
  if (typeof job === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(job))
    return apiPath(ADMIN_API.importJob, { id: job });
  if (job && typeof job === 'object' && 'url' in job)
    return jobAddress((job as { url: unknown }).url);
  if (job && typeof job === 'object' && 'id' in job)
    return jobAddress(String((job as { id: unknown }).id));
  return null;
}

export type ImportStart = { report: ImportReport } | { job: string };

export const importKeys = {
  all: queryRoots.import,
  job: (address: string | null) => [...queryRoots.import, 'job', address] as const,
};

/**
 * Sends the file as it is (`text/csv`, streamed by the browser). A short file answers its report
 * at once (200); a long one answers a job (202) to poll.
 */
async function startImport({
  file,
  dryRun,
}: {
  file: Blob;
  dryRun: boolean;
}): Promise<ImportStart> {
  const body = await adminApi.post(
    apiPath(ADMIN_API.productsImport, {}, { dry_run: dryRun ? 1 : undefined }),
    undefined,
    {
      raw: { body: file, contentType: 'text/csv' },
      quiet: true,
      schema: importAccepted.or(importReport),
    },
  );
  if ('job' in body) {
    const address = jobAddress(body.job);
    if (!address) throw new Error('import answered a job without an address');
    return { job: address };
  }
  return { report: body };
}

export const useStartImport = () => useMutation({ mutationFn: startImport });

/** Polls a running job twice a second until it is done or failed. */
export const importJobQuery = (address: string | null) =>
  queryOptions({
    queryKey: importKeys.job(address),
    queryFn: ({ signal }) =>
      adminApi.get(address ?? '', { signal, quiet: true, schema: importJob }),
    enabled: address !== null,
    refetchInterval: (query) =>
      query.state.data?.state === 'running' || !query.state.data ? 500 : false,
    // A job's state is never "fresh enough": always ask again.
    staleTime: 0,
    gcTime: 0,
  });

export const useImportJob = (address: string | null) => useQuery(importJobQuery(address));

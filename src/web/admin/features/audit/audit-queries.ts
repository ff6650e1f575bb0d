import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditListResponse } from '#contracts/admin/audit';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { addressPage } from '#web/admin/lib/address-filters';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';
import { AUDIT_FILTERS } from './audit-filters';

export const auditKeys = {
  all: queryRoots.audit,
  list: (url: string) => [...queryRoots.audit, url] as const,
};

/** The log's page the address asks for, with its filters. */
export function auditListQuery(params: URLSearchParams) {
  const page = addressPage(params);
  const query = new URLSearchParams();
  for (const name of AUDIT_FILTERS) {
    const value = params.get(name);
    if (value) query.set(name, value);
  }
  query.set('page', String(page));
  const url = `${apiPath(ADMIN_API.audit, {})}?${query}`;
  return queryOptions({
    queryKey: auditKeys.list(url),
    queryFn: ({ signal }) => adminApi.get(url, { signal, quiet: true, schema: auditListResponse }),
    // The previous page stays on screen while the next one loads: no jump to a skeleton.
    placeholderData: keepPreviousData,
  });
}

export const useAuditList = (params: URLSearchParams) => useQuery(auditListQuery(params));

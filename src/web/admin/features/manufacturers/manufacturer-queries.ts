import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  manufacturerList,
  manufacturerSchema,
  type AdminManufacturer,
  type ManufacturerCreate,
  type ManufacturerPatch,
} from '#contracts/admin/manufacturers';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { useCrudMutations } from '#web/admin/lib/crud-mutations';
import { queryRoots } from '#web/admin/lib/query-keys';

export type { AdminManufacturer };

export const manufacturerKeys = {
  all: queryRoots.manufacturers,
  list: () => [...queryRoots.manufacturers, 'list'] as const,
};

/** Every manufacturer, by name (a shop has tens, not thousands: one list serves every picker). */
export const manufacturersQuery = () =>
  queryOptions({
    queryKey: manufacturerKeys.list(),
    queryFn: ({ signal }) =>
      adminApi
        .get(apiPath(ADMIN_API.manufacturers, {}), {
          signal,
          quiet: true,
          schema: manufacturerList,
        })
        .then((r) => r.items),
    staleTime: 30_000,
  });

export const useManufacturers = () => useQuery(manufacturersQuery());

/** Create, update and remove; the list is asked again after each. */
export function useManufacturerMutations() {
  return useCrudMutations<AdminManufacturer, ManufacturerCreate, ManufacturerPatch>({
    invalidate: manufacturerKeys.all,
    list: apiPath(ADMIN_API.manufacturers, {}),
    item: (id) => apiPath(ADMIN_API.manufacturer, { id }),
    schema: manufacturerSchema,
  });
}

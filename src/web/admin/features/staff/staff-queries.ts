import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  staffListResponse,
  staffMemberSchema,
  type StaffMember,
  type createStaffRequest,
  type updateStaffRequest,
} from '#contracts/admin/staff';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

export const staffKeys = { all: queryRoots.staff };

/** Every staff account (owner only; the audit filter reads it too). */
export const staffListQuery = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: ({ signal }) =>
      adminApi
        .get(apiPath(ADMIN_API.staff, {}), { signal, quiet: true, schema: staffListResponse })
        .then((r) => r.items),
  });

export const useStaffList = (enabled = true) => useQuery({ ...staffListQuery(), enabled });

export function useCreateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof createStaffRequest>) =>
      adminApi.post(apiPath(ADMIN_API.staff, {}), body, {
        quiet: true,
        schema: staffMemberSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: z.input<typeof updateStaffRequest> }) =>
      adminApi.patch(apiPath(ADMIN_API.staffMember, { id }), change, {
        quiet: true,
        schema: staffMemberSchema,
      }),
    onSuccess: (member) => {
      client.setQueryData<StaffMember[]>(staffKeys.all, (list) =>
        list?.map((m) => (m.id === member.id ? member : m)),
      );
      return client.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}

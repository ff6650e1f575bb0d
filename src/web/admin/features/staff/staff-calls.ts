import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  StaffMember,
  createStaffRequest,
  updateStaffRequest,
} from '../../../../contracts/admin/staff';
import { ADMIN_API, apiPath } from '../../../../contracts/api-paths';
import { adminApi } from '../../lib/api';

/** Staff accounts through TanStack Query: one list, invalidated by every change. */
export const staffKey = ['staff'] as const;

export function useStaffList(enabled = true) {
  return useQuery({
    queryKey: staffKey,
    queryFn: ({ signal }) =>
      adminApi
        .get<{ items: StaffMember[] }>(apiPath(ADMIN_API.staff, {}), { signal, quiet: true })
        .then((r) => r.items),
    enabled,
  });
}

export function createStaffMember(body: z.input<typeof createStaffRequest>) {
  return adminApi.post<StaffMember>(apiPath(ADMIN_API.staff, {}), body, { quiet: true });
}

export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: z.input<typeof updateStaffRequest> }) =>
      adminApi.patch<StaffMember>(apiPath(ADMIN_API.staffMember, { id }), change, {
        quiet: true,
      }),
    onSuccess: (member) => {
      client.setQueryData<StaffMember[]>(staffKey, (list) =>
        list?.map((m) => (m.id === member.id ? member : m)),
      );
      return client.invalidateQueries({ queryKey: staffKey });
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  staffMeSchema,
  type changePasswordRequest,
  type updateMeRequest,
} from '#contracts/admin/staff';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';

// No query of its own: who is signed in comes with the admin layout's loader (lib/session.ts).

export const useUpdateMe = () =>
  useMutation({
    mutationFn: (change: z.input<typeof updateMeRequest>) =>
      adminApi.patch(apiPath(ADMIN_API.me, {}), change, { quiet: true, schema: staffMeSchema }),
  });

/** Answers 204: nothing to check. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (values: z.input<typeof changePasswordRequest>) =>
      adminApi.post<void>(apiPath(ADMIN_API.password, {}), values, { quiet: true }),
  });

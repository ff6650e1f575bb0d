import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { staffLoginResponse, type staffLoginRequest } from '#contracts/admin/staff';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { adminApi } from '#web/admin/lib/api';

/** A wrong password is an answer (401), not the end of a session. */
export const useLogin = () =>
  useMutation({
    mutationFn: (values: z.input<typeof staffLoginRequest>) =>
      adminApi.post(apiPath(ADMIN_API.login, {}), values, {
        quiet: true,
        allowUnauthenticated: true,
        schema: staffLoginResponse,
      }),
  });

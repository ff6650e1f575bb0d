import { z } from 'zod';

/** DELETE /api/client/auth/me: the account's password, asked again before it is gone. */
export const deleteAccountRequest = z.object({
  password: z.string({ error: 'password.required' }).min(1, 'password.required').max(200),
});

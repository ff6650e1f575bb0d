import { z } from 'zod';

/** DELETE /api/client/auth/me: the account's password, asked again before it is gone. */
export const deleteAccountRequest = z.object({
  password: z.string({ error: 'password.required' }).min(1, 'password.required').max(200),
});

/** GET /api/client/auth/me/export: the account's data; the parts are checked, their rows kept as sent. */
export const accountExportResponse = z
  .object({
    exported_at: z.string(),
    profile: z.object({ email: z.string() }).passthrough(),
    addresses: z.array(z.record(z.string(), z.unknown())),
    orders: z.array(z.record(z.string(), z.unknown())),
    reviews: z.array(z.record(z.string(), z.unknown())),
    wishlist: z.array(z.record(z.string(), z.unknown())),
    cart: z.array(z.record(z.string(), z.unknown())),
    requests: z.array(z.record(z.string(), z.unknown())),
    stock_alerts: z.array(z.record(z.string(), z.unknown())),
  })
  .passthrough();
export type AccountExport = z.infer<typeof accountExportResponse>;

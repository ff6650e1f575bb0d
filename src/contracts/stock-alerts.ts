import { z } from 'zod';
import { emailSchema } from './auth';

/** POST /api/client/{locale}/products/{id}/notify: "tell me when it is back" (guests too). */
export const stockAlertRequest = z.object({ email: emailSchema });

/** POST /api/client/stock-alerts/unsubscribe: the token from the e-mail's link. */
export const stockAlertUnsubscribe = z.object({ token: z.string().min(10).max(200) });

import { z } from 'zod';
import { LOCALES } from '#domain/locale';
import { REQUEST_STATUSES } from '#domain/requests/request-statuses';

/**
 * Wire shapes of the back office's customization-request inbox: the list, one request with its
 * thread, and the staff's change (a status, a reply, or both). Messages are keys.
 */
export { REQUEST_STATUSES };
export const requestStatusSchema = z.enum(REQUEST_STATUSES, { error: 'status.invalid' });
export type RequestStatus = z.infer<typeof requestStatusSchema>;

/** The statuses that still wait for the shop: counted as "open" on the dashboard. */
export const OPEN_REQUEST_STATUSES = ['new', 'in_progress'] as const satisfies RequestStatus[];

export const REQUESTS_PAGE_SIZE = 25;

export const requestListQuery = z.strictObject({
  status: requestStatusSchema.optional(),
  page: z.coerce.number({ error: 'page.invalid' }).int().min(1).max(100_000).default(1),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

export const requestIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const requestSummarySchema = z.object({
  id: z.number(),
  status: requestStatusSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(LOCALES),
  product_id: z.number(),
  product_title: z.string(),
  /** The first characters of the shopper's message, for the list. */
  excerpt: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RequestSummary = z.infer<typeof requestSummarySchema>;

export const requestListResponse = z.object({
  items: z.array(requestSummarySchema),
  total: z.number(),
  limit: z.number(),
});
export type RequestList = z.infer<typeof requestListResponse>;

export const requestMessageSchema = z.object({
  id: z.number(),
  staff_email: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type RequestMessage = z.infer<typeof requestMessageSchema>;

export const requestDetailResponse = z.object({
  request: requestSummarySchema.omit({ excerpt: true }).extend({ message: z.string() }),
  product: z.object({ id: z.number(), sku: z.string(), title: z.string() }),
  thread: z.array(requestMessageSchema),
});
export type RequestDetail = z.infer<typeof requestDetailResponse>;

export const REPLY_MAX = 5_000;

/**
 * `{ status?, reply? }`, at least one: a reply is e-mailed to the requester and, unless another
 * status is given, marks the request `answered`.
 */
export const updateRequestBody = z
  .strictObject({
    status: requestStatusSchema.optional(),
    reply: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(REPLY_MAX, 'too_long')
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.reply !== undefined, {
    message: 'required',
    path: ['status'],
  });
export type UpdateRequestBody = z.infer<typeof updateRequestBody>;

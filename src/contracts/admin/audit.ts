import { z } from 'zod';

/** Wire shapes of the back office's audit log (docs/rules.md#back-office), read by owners. */

const isoDate = z.iso.date({ error: 'date.invalid' });

export const auditQuery = z.strictObject({
  staff_id: z.uuid().optional(),
  entity: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z_]+$/, 'is_invalid')
    .optional(),
  entity_id: z.string().trim().min(1).max(80).optional(),
  /** Days, inclusive, in UTC. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.number(),
  staff_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListResponse = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  limit: z.number(),
});

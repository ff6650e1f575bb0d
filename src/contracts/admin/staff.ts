import { z } from 'zod';
import { LOCALES } from '#domain/locale';
import { emailSchema } from '../auth';
import { STAFF_ROLES } from '#domain/staff/staff-roles';

/**
 * Wire shapes of the back office's session and staff calls (docs/rules.md#back-office),
 * shared by the API and the back office's forms. Messages are keys, as in `contracts/auth.ts`.
 */

/** The back office's session cookie (HttpOnly: only its name is shared, for the server's two readers). */
export const ADMIN_SESSION_COOKIE = 'sf_admin';

export { STAFF_ROLES };
export const staffRoleSchema = z.enum(STAFF_ROLES, { error: 'role.invalid' });
export type StaffRole = z.infer<typeof staffRoleSchema>;

/**
 * Staff passwords: at least 12 characters, as for the first owner's ADMIN_PASSWORD,
 * since a back-office account can change every price in the shop. Length beats composition
 * rules (NIST 800-63B), so no letters-and-digits rule here.
 */
export const staffPasswordSchema = z
  .string({ error: 'required' })
  .min(12, 'password.too_short')
  .max(128, 'password.too_long');

export const staffLoginRequest = z.strictObject({
  email: emailSchema,
  // No strength rules on login: an old password that predates them must still work.
  password: z.string({ error: 'required' }).min(1, 'required').max(128, 'password.too_long'),
});

export const staffLoginResponse = z.object({
  staff: z.object({ email: z.string(), role: staffRoleSchema }),
});

export const staffMeSchema = z.object({
  email: z.string(),
  role: staffRoleSchema,
  locale: z.enum(LOCALES),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const updateMeRequest = z.strictObject({ locale: z.enum(LOCALES) });

export const changePasswordRequest = z.strictObject({
  current_password: z.string({ error: 'required' }).min(1, 'required').max(128, 'too_long'),
  new_password: staffPasswordSchema,
});

export const createStaffRequest = z.strictObject({
  email: emailSchema,
  password: staffPasswordSchema,
  role: staffRoleSchema,
  locale: z.enum(LOCALES).optional(),
});

export const updateStaffRequest = z
  .strictObject({
    role: staffRoleSchema.optional(),
    disabled: z.boolean().optional(),
    /** The owner resets someone's password; their sessions end. */
    password: staffPasswordSchema.optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });

export const staffMemberSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: staffRoleSchema,
  locale: z.enum(LOCALES),
  disabled: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListResponse = z.object({ items: z.array(staffMemberSchema) });

export const staffIdParams = z.object({ id: z.uuid() });

import { z } from 'zod';
import { normalizePhone } from '#domain/phone';
import { LOCALES } from '#domain/locale';

/**
 * Wire shapes of the accounts calls (docs/rules.md#accounts-and-sessions), shared by the API routes, the
 * forms and the browser's API client. Messages are stable keys (`password.too_short`), not
 * prose: the server answers them in the 422 field map and the forms translate them, so one
 * schema gives the same rule and the same wording on both sides.
 */

const trimmed = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');

export const emailSchema = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(254, 'too_long')
  .pipe(z.email({ error: 'email.invalid' }));

/**
 * A phone as a person types it (`600 100 700`, `+48 600-100-700`, `0048…`; no country code means
 * Polish), kept in E.164: the one check of the checkout, the account and the quick order.
 */
export const phoneSchema = z.string({ error: 'required' }).transform((v, ctx) => {
  const phone = normalizePhone(v);
  if (phone === null) {
    ctx.addIssue({ code: 'custom', message: 'phone.invalid' });
    return z.NEVER;
  }
  return phone;
});

const COMMON_PASSWORDS = new Set([
  'password1',
  'password123',
  'qwerty123',
  'qwertyuiop1',
  '12345678a',
  'abc12345',
  'haslo123',
  'zaq12wsx',
  'iloveyou1',
  'welcome1',
  'admin123',
  'letmein1',
  'passw0rd',
  'qwerty12',
]);

/**
 * NIST 800-63B style: length over composition. 8..128 characters (the cap keeps hashing cheap
 * for us), at least one letter and one digit, not a well-known password.
 */
export const passwordSchema = z
  .string({ error: 'required' })
  .min(8, 'password.too_short')
  .max(128, 'password.too_long')
  .refine((v) => /\p{L}/u.test(v) && /\p{N}/u.test(v), 'password.letters_and_digits')
  .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), 'password.too_common');

export const localeSchema = z.enum(LOCALES, { error: 'locale.invalid' });

export const registerRequest = z.strictObject({
  name: trimmed(60),
  surname: trimmed(60),
  email: emailSchema,
  // An empty phone box means "no phone".
  phone: z.preprocess((v) => (v === '' || v === null ? undefined : v), phoneSchema.optional()),
  password: passwordSchema,
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const loginRequest = z.strictObject({
  email: emailSchema,
  // No strength rules on login: an old password that predates them must still work.
  password: z.string({ error: 'required' }).min(1, 'required').max(128, 'password.too_long'),
});

export const refreshRequest = z.strictObject({
  refresh_token: z.string().min(1).max(4096),
});

/** The three shapes of `reset/password`, one per form of the reset page. */
export const resetStartEmail = z.strictObject({ email: emailSchema });
export const resetStartPhone = z.strictObject({ phone: phoneSchema });
export const resetFinish = z.strictObject({
  token: z.string().min(20, 'token.invalid').max(200, 'token.invalid'),
  password: passwordSchema,
});

/**
 * `reset/password` has three shapes: start by e-mail `{email}`, start by phone `{phone}`, finish
 * `{token, password}`. One object with a check (rather than a zod union) so that a mistake is
 * reported on the field that is wrong, not as "no union member matched".
 */
export const resetRequest = z
  .strictObject({
    email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    token: z.string().min(20, 'token.invalid').max(200, 'token.invalid').optional(),
    password: passwordSchema.optional(),
  })
  .superRefine((v, ctx) => {
    const finishing = v.token !== undefined || v.password !== undefined;
    if (finishing) {
      if (v.token === undefined)
        ctx.addIssue({ code: 'custom', path: ['token'], message: 'required' });
      if (v.password === undefined)
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'required' });
      if (v.email !== undefined || v.phone !== undefined)
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'reset.one_shape' });
    } else if (v.email === undefined && v.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'required' });
    } else if (v.email !== undefined && v.phone !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'reset.one_shape' });
    }
  });
export type ResetRequest = z.output<typeof resetRequest>;

export const codeSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[0-9]{6}$/, 'code.invalid');

export const verifyPhoneCodeRequest = z.strictObject({ phone: phoneSchema, code: codeSchema });
export const sendPhoneCodeRequest = z.strictObject({ phone: phoneSchema });

export const setLocaleRequest = z.strictObject({ locale: localeSchema });

export const userSchema = z.object({
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** What `auth/me` answers: the stored user plus whether the phone was confirmed by SMS. */
export const profileSchema = userSchema.extend({ phone_verified: z.boolean() });
export type Profile = z.infer<typeof profileSchema>;

export const tokenPairSchema = z.object({ access_token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const sessionResponse = tokenPairSchema.extend({ user: userSchema });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const acceptedResponse = z.object({ status: z.literal('accepted') });
export const passwordChangedResponse = z.object({ status: z.literal('password_changed') });
export const verifyPhoneCodeResponse = z.object({
  /** A reset token (guest), or null when a logged-in user's phone got verified. */
  token: z.string().nullable(),
  user: profileSchema.optional(),
});
export const localeResponse = z.object({ local_selected: localeSchema });

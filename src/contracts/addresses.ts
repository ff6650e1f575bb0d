import { z } from 'zod';
import { addressSchema } from './checkout';

/** The shopper's address book (`/api/client/auth/me/addresses`): delivery addresses to reuse. */

export const MAX_ADDRESSES = 20;

const label = z.string().trim().max(60, 'too_long');

/** A new address: the checkout's courier address plus an optional name ("Home", "Office"). */
export const addressInput = addressSchema.extend({ label: label.optional() });
export type AddressInput = z.input<typeof addressInput>;

/** A change: any of the fields. */
export const addressPatch = addressSchema
  .extend({ label, country: addressSchema.shape.country.removeDefault() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type AddressPatch = z.output<typeof addressPatch>;

export const savedAddress = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddress>;

export const addressListResponse = z.array(savedAddress);
export const addressParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

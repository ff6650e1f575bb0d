import { z } from 'zod';
import { productIdText } from '../catalog';

/**
 * Wire shapes of a product's images in the back office (docs/back-office/media.md), shared by
 * the API and the image manager. Messages are keys, as in `contracts/auth.ts`.
 *
 * - POST `/api/admin/products/{id}/images`, `multipart/form-data` with one file (field `file`)
 *   -> 201 `AdminImage`, appended last. Refusals: 413 `file_too_large`, 415
 *   `unsupported_image_type` / `not_multipart`, 422 `image_too_large` (pixels),
 *   `image_unreadable`, `too_many_images` (field map on `file`); nothing of a refused file is kept.
 * - GET `/api/admin/products/{id}/images` -> `{ items: AdminImage[] }` in position order.
 * - PATCH `/api/admin/products/{id}/images/{imageId}` `{ alt?: { pl?, en?, ru? } }` -> `AdminImage`
 *   (an empty text clears that locale's alt; the product's title stands in for it in the shop).
 * - PUT `/api/admin/products/{id}/images/order` `{ ids }` (every image of the product, once, in
 *   the new order) -> `{ items }`; 422 on `ids` otherwise.
 * - DELETE `/api/admin/products/{id}/images/{imageId}` -> 204; the later ones move up.
 *
 * Every write bumps the product's `version` (the editor's optimistic concurrency): every answer
 * carries the product's current version in `X-Product-Version`, so an editor that has just
 * changed images keeps saving without a false 409.
 */

/** Image files accepted (judged by content; these are only the picker's hint). */
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
/** The default upload limit; the server's is `MEDIA_MAX_UPLOAD_MB`. */
export const IMAGE_UPLOAD_DEFAULT_MB = 10;
export const MAX_IMAGES_PER_PRODUCT = 30;
export const IMAGE_ALT_MAX_LENGTH = 300;
export const PRODUCT_VERSION_HEADER = 'x-product-version';

/** The `code` of each refusal of an upload, for the image manager's messages. */
export const IMAGE_UPLOAD_ERRORS = [
  'file_too_large',
  'unsupported_image_type',
  'not_multipart',
  'image_too_large',
  'image_unreadable',
  'too_many_images',
] as const;

export const imageSourceSchema = z.object({
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: z.number().int(),
  url: z.string(),
});

export const imageAltSchema = z.object({ pl: z.string(), en: z.string(), ru: z.string() });

export const adminImageSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  /** The JPEG (or, for the demo shop's images, the SVG) every browser reads. */
  url: z.string(),
  /** Of the largest variant. */
  width: z.number().int(),
  height: z.number().int(),
  /** Per locale; '' where none is set. */
  alt: imageAltSchema,
  /** Every re-encoded file; empty for images not uploaded here. */
  sources: z.array(imageSourceSchema),
});
export type AdminImage = z.infer<typeof adminImageSchema>;

export const adminImageListResponse = z.object({ items: z.array(adminImageSchema) });

export const productImagesParams = z.strictObject({ id: productIdText });
export const productImageParams = z.strictObject({ id: productIdText, imageId: productIdText });

const altText = z
  .string({ error: 'invalid' })
  .trim()
  .max(IMAGE_ALT_MAX_LENGTH, 'too_long')
  .refine((s) => !s.includes('\0'), 'invalid');

export const updateImageRequest = z.strictObject({
  alt: z
    .strictObject({ pl: altText.optional(), en: altText.optional(), ru: altText.optional() })
    .optional(),
});
export type UpdateImageRequest = z.infer<typeof updateImageRequest>;

export const reorderImagesRequest = z.strictObject({
  ids: z
    .array(
      z
        .number({ error: 'invalid' })
        .int('invalid')
        .min(1, 'invalid')
        .max(2 ** 31 - 1, 'invalid'),
    )
    .min(1, 'required')
    .max(MAX_IMAGES_PER_PRODUCT, 'too_many'),
});
export type ReorderImagesRequest = z.infer<typeof reorderImagesRequest>;

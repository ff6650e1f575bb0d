import { z } from 'zod';
import { SHOP_PAGE_SLUGS } from '#domain/content/shop-page-slugs';

/**
 * The shop's legal pages in the back office (docs/decisions/031-checkout.md): Markdown per
 * locale; a change of the terms' text bumps their version.
 */

export { SHOP_PAGE_SLUGS };
export const shopPageSlug = z.enum(SHOP_PAGE_SLUGS);

const perLocale = <T extends z.ZodType>(t: T) => z.object({ pl: t, en: t, ru: t });

export const adminShopPage = z.object({
  slug: shopPageSlug,
  titles: perLocale(z.string()),
  bodies: perLocale(z.string()),
  version: z.number().int(),
  updated_at: z.string(),
});
export type AdminShopPage = z.infer<typeof adminShopPage>;
export const adminShopPageList = z.object({ items: z.array(adminShopPage) });

const title = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(200, 'too_long')
  .regex(/^[^\p{Cc}]*$/u, 'text.invalid');
const body = z.string({ error: 'required' }).trim().min(1, 'required').max(100_000, 'too_long');

export const shopPagePatch = z
  .strictObject({
    titles: z.strictObject({ pl: title, en: title, ru: title }).partial().optional(),
    bodies: z.strictObject({ pl: body, en: body, ru: body }).partial().optional(),
  })
  .refine((v) => v.titles !== undefined || v.bodies !== undefined, { message: 'required' });
export type ShopPagePatch = z.output<typeof shopPagePatch>;

export const shopPageParams = z.object({ slug: shopPageSlug });

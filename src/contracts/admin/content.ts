import { z } from 'zod';
import {
  everyLocale,
  lineText,
  localeRecord,
  longText,
  queryId,
  queryPage,
  rowIdSchema,
  slugInput,
  someLocales,
} from './catalog-fields';
import { CONTENT_KINDS } from '#domain/content/content-kinds';

/** Wire shapes of the back office's blog and news editor (sections, posts, their images). */

export { CONTENT_KINDS };
export type AdminContentKind = (typeof CONTENT_KINDS)[number];
export const POST_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const MAX_CONTENT_TITLE = 200;
export const MAX_SECTION_DESCRIPTION = 2_000;
export const MAX_EXCERPT = 1_000;
export const MAX_BODY = 100_000;
/** Search engines show about 160 characters; a little slack for Russian and Polish. */
export const MAX_META_DESCRIPTION = 300;
export const ADMIN_POSTS_PAGE_SIZE = 20;

const kindSchema = z.enum(CONTENT_KINDS, { error: 'kind.invalid' });

const positionSchema = z
  .number({ error: 'position.invalid' })
  .int('position.invalid')
  .min(0, 'position.invalid')
  .max(100_000, 'position.invalid');

/**
 * Only an image this shop stored (`/media/…`, what the upload answers): a cover pointing
 * elsewhere could track readers or turn into something else later.
 */
export const MEDIA_URL_PATTERN = /^\/media\/[a-z0-9][a-z0-9_/-]{0,200}\.(?:jpg|webp|avif)$/;
const coverSchema = z
  .string({ error: 'cover_url.invalid' })
  .regex(MEDIA_URL_PATTERN, 'cover_url.invalid')
  .nullable();

/** An ISO 8601 instant with its offset; null = a draft. A future date schedules the post. */
const publishedAtSchema = z.iso
  .datetime({ offset: true, error: 'published_at.invalid' })
  .nullable();

const sectionTexts = {
  title: lineText(MAX_CONTENT_TITLE),
  slug: slugInput,
  description: longText(MAX_SECTION_DESCRIPTION).optional(),
};

export const sectionCreateRequest = z.strictObject({
  kind: kindSchema,
  position: positionSchema.optional(),
  translations: everyLocale(z.strictObject(sectionTexts)),
});
export type SectionCreateRequest = z.input<typeof sectionCreateRequest>;
export type SectionCreate = z.output<typeof sectionCreateRequest>;

export const sectionPatchRequest = z
  .strictObject({
    kind: kindSchema.optional(),
    position: positionSchema.optional(),
    translations: someLocales(
      z.strictObject({ ...sectionTexts, title: sectionTexts.title.optional() }),
    ).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type SectionPatchRequest = z.input<typeof sectionPatchRequest>;
export type SectionPatch = z.output<typeof sectionPatchRequest>;

export const adminSectionSchema = z.object({
  id: z.number().int(),
  kind: kindSchema,
  position: z.number().int(),
  translations: localeRecord(
    z.object({ title: z.string(), slug: z.string(), description: z.string() }),
  ),
  post_count: z.number().int(),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;
export const sectionListResponse = z.object({ items: z.array(adminSectionSchema) });
export const sectionListQuery = z.strictObject({ kind: kindSchema.optional() });

const postTexts = {
  title: lineText(MAX_CONTENT_TITLE),
  slug: slugInput,
  excerpt: longText(MAX_EXCERPT).optional(),
  body: longText(MAX_BODY).optional(),
  meta_description: longText(MAX_META_DESCRIPTION)
    .refine((v) => !/[\r\n]/.test(v), 'text.invalid_characters')
    .optional(),
};

export const postCreateRequest = z.strictObject({
  section_id: rowIdSchema,
  published_at: publishedAtSchema,
  cover_url: coverSchema.optional(),
  translations: everyLocale(z.strictObject(postTexts)),
});
export type PostCreateRequest = z.input<typeof postCreateRequest>;
export type PostCreate = z.output<typeof postCreateRequest>;

export const postPatchRequest = z
  .strictObject({
    section_id: rowIdSchema.optional(),
    published_at: publishedAtSchema.optional(),
    cover_url: coverSchema.optional(),
    translations: someLocales(
      z.strictObject({ ...postTexts, title: postTexts.title.optional() }),
    ).optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'required' });
export type PostPatchRequest = z.input<typeof postPatchRequest>;
export type PostPatch = z.output<typeof postPatchRequest>;

export const postListQuery = z.strictObject({
  kind: kindSchema.optional(),
  section_id: queryId.optional(),
  status: z.enum(POST_STATUSES, { error: 'status.invalid' }).optional(),
  search: z.string().trim().max(100, 'too_long').optional(),
  page: queryPage.optional(),
});
export type PostListQuery = z.output<typeof postListQuery>;

const postTextsOut = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  body: z.string(),
  meta_description: z.string(),
});

export const adminPostSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  kind: kindSchema,
  status: z.enum(POST_STATUSES),
  published_at: z.string().nullable(),
  cover_url: z.string().nullable(),
  created_at: z.string(),
  translations: localeRecord(postTextsOut),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

/** A row of the posts list: the texts without the bodies. */
export const adminPostRowSchema = adminPostSchema.extend({
  translations: localeRecord(postTextsOut.pick({ title: true, slug: true })),
  section_title: z.string(),
});
export type AdminPostRow = z.infer<typeof adminPostRowSchema>;
export const postListResponse = z.object({
  items: z.array(adminPostRowSchema),
  total: z.number().int(),
  page_size: z.number().int(),
});
export type PostListResponse = z.infer<typeof postListResponse>;

/** An uploaded content image: the fallback `url` for Markdown and covers, and every variant. */
export const contentImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  sources: z.array(z.object({ format: z.string(), width: z.number().int(), url: z.string() })),
});
export type ContentImage = z.infer<typeof contentImageSchema>;

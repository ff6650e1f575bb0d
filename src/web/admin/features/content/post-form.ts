import { z } from 'zod';
import {
  postCreateRequest,
  type AdminPost,
  type PostCreateRequest,
  type PostStatus,
} from '#contracts/admin/content';
import { LOCALES, type Locale } from '#domain/locale';
import { fromLocalInput, toLocalInput } from '#web/admin/lib/local-time';

/**
 * The API's schema, but "no section chosen" (sent as 0) reads "choose a section" instead of a
 * number's lower bound.
 */
export const postFormSchema = postCreateRequest.extend({
  section_id: z.number().refine((n) => Number.isInteger(n) && n >= 1, 'section.unknown'),
});

/** How the editor sets the date: none (draft), now, or a chosen moment (scheduled). */
export type PublishMode = 'draft' | 'now' | 'at';

export interface PostTexts {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  meta_description: string;
}

export interface PostFormValues {
  section_id: number | null;
  mode: PublishMode;
  /** `<input type="datetime-local">`'s value, in the browser's time zone. */
  at: string;
  cover_url: string | null;
  translations: Record<Locale, PostTexts>;
}

// The one datetime-local conversion of the back office; re-exported for this feature's callers.
export { fromLocalInput, toLocalInput };

const emptyTexts = (): PostTexts => ({
  title: '',
  slug: '',
  excerpt: '',
  body: '',
  meta_description: '',
});

/** The form's starting values: a saved post's, or an empty draft in the first section. */
export function initialValues(post: AdminPost | null, sectionId: number | null): PostFormValues {
  const translations = {} as Record<Locale, PostTexts>;
  for (const l of LOCALES) translations[l] = post ? { ...post.translations[l] } : emptyTexts();
  return {
    section_id: post?.section_id ?? sectionId,
    mode: post?.published_at ? 'at' : 'draft',
    at: toLocalInput(post?.published_at ?? null),
    cover_url: post?.cover_url ?? null,
    translations,
  };
}

/**
 * The request body. `now` is taken at the moment of saving; an empty slug asks the server to
 * make one from the title.
 */
export function postRequest(v: PostFormValues, now = new Date()): PostCreateRequest {
  const translations = {} as PostCreateRequest['translations'];
  for (const l of LOCALES) {
    const t = v.translations[l];
    translations[l] = {
      title: t.title,
      slug: t.slug.trim(),
      excerpt: t.excerpt,
      body: t.body,
      meta_description: t.meta_description,
    };
  }
  return {
    section_id: v.section_id ?? 0,
    published_at:
      v.mode === 'draft' ? null : v.mode === 'now' ? now.toISOString() : fromLocalInput(v.at),
    cover_url: v.cover_url,
    translations,
  };
}

/** What the saved post is now, by the browser's clock (the list's badge uses the server's). */
export function statusOf(publishedAt: string | null, now = Date.now()): PostStatus {
  if (publishedAt === null) return 'draft';
  return new Date(publishedAt).getTime() > now ? 'scheduled' : 'published';
}

/** The locales whose fields have an error in a 422 field map (their tabs are marked). */
export function localesWithErrors(fieldError: (name: string) => string | undefined): Locale[] {
  const fields: (keyof PostTexts)[] = ['title', 'slug', 'excerpt', 'body', 'meta_description'];
  return LOCALES.filter((l) => fields.some((f) => fieldError(`translations.${l}.${f}`)));
}

import { eq } from 'drizzle-orm';
import type { AdminPost, PostCreate, PostPatch } from '#contracts/admin/content';
import { notFound } from '#domain/errors';
import { LOCALES } from '#domain/locale';
import { contentPosts, contentPostTranslations } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { constraintToConflict } from '#server/services/shared/sql';
import type { Actor, ContentAdminDeps } from './admin-deps';
import { loadAdminPost } from './admin-post-read';
import { sectionKind } from './admin-sections';
import { resolveSlug } from '#server/services/shared/slugs';

const texts = contentPostTranslations;

type Texts = AdminPost['translations']['pl'];

/** What the audit log keeps of a post: no bodies (they can be long; the post has them). */
function auditView(p: {
  section_id: number;
  published_at: string | Date | null;
  cover_url: string | null;
  translations: Record<string, { title: string; slug: string }>;
}) {
  return {
    section_id: p.section_id,
    published_at: p.published_at === null ? null : new Date(p.published_at).toISOString(),
    cover_url: p.cover_url,
    translations: Object.fromEntries(
      Object.entries(p.translations).map(([l, t]) => [l, { title: t.title, slug: t.slug }]),
    ),
  };
}

/** Posts in the back office: create, edit, delete; each write audited, then the shop told. */
export function createPostAdmin({ db, audit, changed }: ContentAdminDeps) {
  async function one(id: number): Promise<AdminPost> {
    const found = await loadAdminPost(db, id);
    if (!found) throw notFound('post_not_found', 'Post not found');
    return found;
  }

  async function writeTexts(
    tx: Executor,
    id: number,
    locale: (typeof LOCALES)[number],
    t: Omit<Texts, 'slug'> & { slug: string | null | undefined },
  ) {
    const slug = await resolveSlug(tx, 'post', locale, t.slug, t.title, id);
    const values = {
      title: t.title,
      slug,
      excerpt: t.excerpt,
      body: t.body,
      metaDescription: t.meta_description,
    };
    await tx
      .insert(texts)
      .values({ postId: id, locale, ...values })
      .onConflictDoUpdate({ target: [texts.postId, texts.locale], set: values });
    return { title: t.title, slug };
  }

  return {
    get: one,

    async create(actor: Actor, input: PostCreate): Promise<AdminPost> {
      const id = await db
        .transaction(async (tx) => {
          await sectionKind(tx, input.section_id);
          const publishedAt = input.published_at === null ? null : new Date(input.published_at);
          const [row] = await tx
            .insert(contentPosts)
            .values({
              sectionId: input.section_id,
              publishedAt,
              coverUrl: input.cover_url ?? null,
            })
            .returning({ id: contentPosts.id });
          const written: Record<string, { title: string; slug: string }> = {};
          for (const locale of LOCALES) {
            const t = input.translations[locale];
            written[locale] = await writeTexts(tx, row!.id, locale, {
              title: t.title,
              slug: t.slug,
              excerpt: t.excerpt ?? '',
              body: t.body ?? '',
              meta_description: t.meta_description ?? '',
            });
          }
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'content_post',
            entityId: row!.id,
            after: auditView({
              section_id: input.section_id,
              published_at: publishedAt,
              cover_url: input.cover_url ?? null,
              translations: written,
            }),
          });
          return row!.id;
        })
        .catch(constraintToConflict);
      await changed({ reason: 'content.post.create' });
      return one(id);
    },

    /** Only the fields given change; a slug left out keeps the post's address. */
    async update(actor: Actor, id: number, patch: PostPatch): Promise<AdminPost> {
      await db
        .transaction(async (tx) => {
          const before = await loadAdminPost(tx, id);
          if (!before) throw notFound('post_not_found', 'Post not found');
          if (patch.section_id !== undefined) await sectionKind(tx, patch.section_id);
          const own = {
            ...(patch.section_id === undefined ? {} : { sectionId: patch.section_id }),
            ...(patch.published_at === undefined
              ? {}
              : { publishedAt: patch.published_at === null ? null : new Date(patch.published_at) }),
            ...(patch.cover_url === undefined ? {} : { coverUrl: patch.cover_url }),
          };
          if (Object.keys(own).length > 0)
            await tx.update(contentPosts).set(own).where(eq(contentPosts.id, id));
          const written: Record<string, { title: string; slug: string }> = {};
          for (const locale of LOCALES) {
            const t = patch.translations?.[locale];
            const cur = before.translations[locale];
            if (!t) {
              written[locale] = cur;
              continue;
            }
            written[locale] = await writeTexts(tx, id, locale, {
              title: t.title ?? cur.title,
              slug: t.slug === undefined ? cur.slug || null : t.slug,
              excerpt: t.excerpt ?? cur.excerpt,
              body: t.body ?? cur.body,
              meta_description: t.meta_description ?? cur.meta_description,
            });
          }
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'content_post',
            entityId: id,
            before: auditView(before),
            after: auditView({
              section_id: patch.section_id ?? before.section_id,
              published_at:
                patch.published_at === undefined ? before.published_at : patch.published_at,
              cover_url: patch.cover_url === undefined ? before.cover_url : patch.cover_url,
              translations: written,
            }),
          });
        })
        .catch(constraintToConflict);
      await changed({ reason: 'content.post.update' });
      return one(id);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await loadAdminPost(tx, id);
        if (!before) throw notFound('post_not_found', 'Post not found');
        await tx.delete(contentPosts).where(eq(contentPosts.id, id));
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'content_post',
          entityId: id,
          before: auditView(before),
        });
      });
      await changed({ reason: 'content.post.delete' });
    },
  };
}

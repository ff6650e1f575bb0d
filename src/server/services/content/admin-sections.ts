import { asc, count, eq } from 'drizzle-orm';
import type {
  AdminContentKind,
  AdminSection,
  SectionCreate,
  SectionPatch,
} from '#contracts/admin/content';
import { conflict, notFound, validation } from '#domain/errors';
import { LOCALES, type Locale } from '#domain/locale';
import { contentPosts, contentSections, contentSectionTranslations } from '#server/db/schema/index';
import type { Executor } from '#server/db/types';
import { constraintToConflict } from '#server/services/shared/sql';
import type { Actor, ContentAdminDeps } from './admin-deps';
import { resolveSlug } from '#server/services/shared/slugs';

const texts = contentSectionTranslations;

async function loadSections(db: Executor, where?: ReturnType<typeof eq>): Promise<AdminSection[]> {
  const rows = await db
    .select({
      id: contentSections.id,
      kind: contentSections.kind,
      position: contentSections.position,
    })
    .from(contentSections)
    .where(where)
    .orderBy(asc(contentSections.kind), asc(contentSections.position), asc(contentSections.id));
  if (rows.length === 0) return [];
  const [allTexts, counts] = await Promise.all([
    db.select().from(texts),
    db
      .select({ id: contentPosts.sectionId, n: count() })
      .from(contentPosts)
      .groupBy(contentPosts.sectionId),
  ]);
  return rows.map((r) => {
    const translations = {} as AdminSection['translations'];
    for (const l of LOCALES) {
      const t = allTexts.find((x) => x.sectionId === r.id && x.locale === l);
      translations[l] = {
        title: t?.title ?? '',
        slug: t?.slug ?? '',
        description: t?.description ?? '',
      };
    }
    return { ...r, translations, post_count: counts.find((c) => c.id === r.id)?.n ?? 0 };
  });
}

/** Blog and news sections in the back office: every write audited, then the shop told. */
export function createSectionAdmin({ db, audit, changed }: ContentAdminDeps) {
  async function one(id: number): Promise<AdminSection> {
    const [found] = await loadSections(db, eq(contentSections.id, id));
    if (!found) throw notFound('section_not_found', 'Section not found');
    return found;
  }

  async function writeTexts(
    tx: Executor,
    id: number,
    locale: Locale,
    t: { title: string; slug?: string | null | undefined; description: string },
  ) {
    const slug = await resolveSlug(tx, 'section', locale, t.slug, t.title, id);
    const values = { title: t.title, slug, description: t.description };
    await tx
      .insert(texts)
      .values({ sectionId: id, locale, ...values })
      .onConflictDoUpdate({ target: [texts.sectionId, texts.locale], set: values });
    return values;
  }

  return {
    list: (kind?: AdminContentKind) =>
      loadSections(db, kind ? eq(contentSections.kind, kind) : undefined),
    get: one,

    async create(actor: Actor, input: SectionCreate): Promise<AdminSection> {
      const id = await db
        .transaction(async (tx) => {
          const [row] = await tx
            .insert(contentSections)
            .values({ kind: input.kind, position: input.position ?? 0 })
            .returning({ id: contentSections.id });
          const after: Record<string, unknown> = { kind: input.kind };
          for (const locale of LOCALES) {
            const t = input.translations[locale];
            after[locale] = await writeTexts(tx, row!.id, locale, {
              ...t,
              description: t.description ?? '',
            });
          }
          await audit.record(tx, actor, {
            action: 'create',
            entity: 'content_section',
            entityId: row!.id,
            after,
          });
          return row!.id;
        })
        .catch(constraintToConflict);
      await changed({ reason: 'content.section.create' });
      return one(id);
    },

    async update(actor: Actor, id: number, patch: SectionPatch): Promise<AdminSection> {
      await db
        .transaction(async (tx) => {
          const before = (await loadSections(tx, eq(contentSections.id, id)))[0];
          if (!before) throw notFound('section_not_found', 'Section not found');
          if (patch.kind !== undefined || patch.position !== undefined)
            await tx
              .update(contentSections)
              .set({ kind: patch.kind ?? before.kind, position: patch.position ?? before.position })
              .where(eq(contentSections.id, id));
          for (const locale of LOCALES) {
            const t = patch.translations?.[locale];
            if (!t) continue;
            const cur = before.translations[locale];
            const title = t.title ?? cur.title;
            await writeTexts(tx, id, locale, {
              title,
              // Left out: keep the address (old links stay valid); empty: make it anew.
              slug: t.slug === undefined ? cur.slug || null : t.slug,
              description: t.description ?? cur.description,
            });
          }
          await audit.record(tx, actor, {
            action: 'update',
            entity: 'content_section',
            entityId: id,
            before: { kind: before.kind, position: before.position, ...before.translations },
            after: { ...patch },
          });
        })
        .catch(constraintToConflict);
      await changed({ reason: 'content.section.update' });
      return one(id);
    },

    /** A section with posts stays: deleting it would take them along unseen. */
    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await loadSections(tx, eq(contentSections.id, id));
        if (!before) throw notFound('section_not_found', 'Section not found');
        if (before.post_count > 0)
          throw conflict(
            'section_not_empty',
            `This section still has ${before.post_count} posts: move or delete them first`,
          );
        await tx.delete(contentSections).where(eq(contentSections.id, id));
        await audit.record(tx, actor, {
          action: 'delete',
          entity: 'content_section',
          entityId: id,
          before: { kind: before.kind, ...before.translations },
        });
      });
      await changed({ reason: 'content.section.delete' });
    },
  };
}

/** 422 on `field` unless the section exists; its kind otherwise. */
export async function sectionKind(tx: Executor, id: number, field = 'section_id') {
  const [hit] = await tx
    .select({ kind: contentSections.kind })
    .from(contentSections)
    .where(eq(contentSections.id, id));
  if (!hit) throw validation({ [field]: ['section.unknown'] });
  return hit.kind;
}

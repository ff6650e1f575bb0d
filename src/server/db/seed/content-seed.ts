import { LOCALES } from '../schema/common';
import type { Locale } from '../schema/common';
import {
  contentPosts,
  contentPostTranslations,
  contentSections,
  contentSectionTranslations,
} from '../schema/index';
import type { Db } from '../types';
import { BODY, SECTIONS } from './content-data';
import type { TopicDef } from './content-data';
import { insertChunked } from './insert';
import { createRng } from './prng';
import type { Rng } from './prng';
import { SlugRegistry } from './slug';

const DAY = 86_400_000;

/** Blog and news: two sections each, every post in three languages, dated over the past year. */
export async function seedContent(db: Db, options: { seed: number; now: Date }): Promise<number> {
  const rng = createRng(options.seed ^ 0xb10c);
  const sectionSlugs = { pl: new SlugRegistry(), en: new SlugRegistry(), ru: new SlugRegistry() };
  const postSlugs = { pl: new SlugRegistry(), en: new SlugRegistry(), ru: new SlugRegistry() };
  const sections: (typeof contentSections.$inferInsert)[] = [];
  const sectionLabels: (typeof contentSectionTranslations.$inferInsert)[] = [];
  const posts: (typeof contentPosts.$inferInsert)[] = [];
  const postTexts: (typeof contentPostTranslations.$inferInsert)[] = [];
  let postId = 1;

  SECTIONS.forEach((section, index) => {
    const sectionId = index + 1;
    sections.push({ id: sectionId, kind: section.kind, position: index + 1 });
    for (const locale of LOCALES) {
      const slug = sectionSlugs[locale].take(section.title[locale], `section-${sectionId}`);
      sectionLabels.push({
        sectionId,
        locale,
        title: section.title[locale],
        slug,
        description: section.description[locale],
      });
    }
    const sectionsOfKind = SECTIONS.filter((s) => s.kind === section.kind);
    const offset = sectionsOfKind.indexOf(section);
    section.topics.forEach((topic, k) => {
      const id = postId++;
      // Posts of both sections of a kind interleave, about a month apart, over the past year.
      const slot = k * sectionsOfKind.length + offset;
      const publishedAt = new Date(
        options.now.getTime() - (slot * 30 + rng.int(1, 25)) * DAY - rng.int(0, DAY - 1),
      );
      posts.push({
        id,
        sectionId,
        publishedAt,
        coverUrl: `/media/posts/${id}.svg`,
        createdAt: publishedAt,
      });
      for (const locale of LOCALES) {
        postTexts.push({
          postId: id,
          locale,
          title: topic.title[locale],
          slug: postSlugs[locale].take(topic.title[locale], `post-${id}`),
          excerpt: topic.excerpt[locale],
          body: markdownBody(rng, section.kind, topic, locale),
        });
      }
    });
  });

  await insertChunked(db, contentSections, sections);
  await insertChunked(db, contentSectionTranslations, sectionLabels);
  await insertChunked(db, contentPosts, posts);
  await insertChunked(db, contentPostTranslations, postTexts);
  return posts.length;
}

function markdownBody(rng: Rng, kind: 'blog' | 'news', topic: TopicDef, locale: Locale): string {
  const parts = BODY[kind];
  const tips = rng.sample(parts.tips, 3).map((tip) => `- ${capitalise(tip[locale])}`);
  return [
    topic.excerpt[locale],
    rng.pick(parts.paragraphs)[locale],
    `## ${parts.heading[locale]}`,
    tips.join('\n'),
    rng.pick(parts.closing)[locale],
  ].join('\n\n');
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

import type { ContentKind, Post } from '#contracts/content';
import { markdownToText } from '#domain/content/markdown';

/** Search engines show about 160 characters; longer text is cut at a word, with an ellipsis. */
const MAX = 160;

function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX) return flat;
  const cut = flat.slice(0, MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > MAX / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * A post's `<meta name="description">`: the editor's meta description, else the excerpt, else
 * the start of the body as plain text (a page without one is flagged by Lighthouse SEO).
 */
export function postMetaDescription(post: Pick<Post, 'metaDescription' | 'excerpt' | 'body'>) {
  return clip(post.metaDescription || post.excerpt || markdownToText(post.body));
}

/** A section's description, else the kind's own (message keys of the caller's translate). */
export function sectionMetaDescription(
  section: { description: string },
  kindDescription: string,
): string {
  return clip(section.description || kindDescription);
}

/** The message key of a blog or news list's description. */
export const contentListDescriptionKey = (kind: ContentKind) =>
  kind === 'blog' ? ('content.metaBlog' as const) : ('content.metaNews' as const);

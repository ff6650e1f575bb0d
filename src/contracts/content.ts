/** Wire shapes of blog and news (pages get them from the content service). */
import type { Locale } from '#domain/locale';

export type ContentKind = 'blog' | 'news';

export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  url: string;
  excerpt: string;
  cover: string | null;
  publishedAt: string;
  section: { title: string; url: string };
}

export interface Section {
  id: number;
  title: string;
  slug: string;
  url: string;
  description: string;
  alternates: Record<Locale, string>;
}

export interface Post extends PostSummary {
  body: string;
  /** For `<meta name="description">`; empty when the editor left it out (the excerpt stands in). */
  metaDescription: string;
  prev: { title: string; url: string } | null;
  next: { title: string; url: string } | null;
  alternates: Record<Locale, string>;
}

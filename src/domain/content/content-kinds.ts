/** The shop's two kinds of posts, each with its own sections and addresses. */
export const CONTENT_KINDS = ['blog', 'news'] as const;

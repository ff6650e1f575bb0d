/**
 * A small Markdown subset for blog and news bodies, parsed into a tree that React renders as
 * elements. No HTML string is ever produced, so no sanitiser is needed and nothing in a post can
 * become a script: raw HTML in the source stays text.
 *
 * Supported: `#`..`####` headings, paragraphs, `-`/`*` and `1.` lists, `>` quotes, `**bold**`,
 * `*italic*`, `` `code` ``, `[text](url)` links to http(s), mailto or site-relative addresses,
 * and `![alt](/media/…)` images from this site only (an outside image could track readers).
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong' | 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'image'; src: string; alt: string };

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  | { type: 'quote'; children: Inline[] };

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;

export function isSafeHref(href: string): boolean {
  return SAFE_HREF.test(href.trim());
}

/** Site-relative only (`/media/…`), never `//host` nor a scheme. */
const SAFE_IMAGE_SRC = /^\/(?![/\\])[^\s"'<>]*$/;

export function isSafeImageSrc(src: string): boolean {
  return SAFE_IMAGE_SRC.test(src.trim());
}

// The image alternative comes last but wins at its `!`: the leftmost match is taken first.
const INLINE =
  /(\*\*([^*]+)\*\*)|(\*([^*]+)\*)|(`([^`]+)`)|(\[([^\]]+)\]\(([^)\s]+)\))|(!\[([^\]]*)\]\(([^)\s]+)\))/;

export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  let rest = source;
  while (rest.length > 0) {
    const m = INLINE.exec(rest);
    if (!m) {
      out.push({ type: 'text', text: rest });
      break;
    }
    if (m.index > 0) out.push({ type: 'text', text: rest.slice(0, m.index) });
    if (m[2] !== undefined) out.push({ type: 'strong', children: parseInline(m[2]) });
    else if (m[4] !== undefined) out.push({ type: 'em', children: parseInline(m[4]) });
    else if (m[6] !== undefined) out.push({ type: 'code', text: m[6] });
    else if (m[8] !== undefined && m[9] !== undefined) {
      // An unsafe address (javascript:, data:) keeps its text and loses the link.
      if (isSafeHref(m[9]))
        out.push({ type: 'link', href: m[9].trim(), children: parseInline(m[8]) });
      else out.push(...parseInline(m[8]));
    } else if (m[12] !== undefined) {
      // An image from elsewhere keeps its description as text.
      const alt = m[11] ?? '';
      if (isSafeImageSrc(m[12])) out.push({ type: 'image', src: m[12].trim(), alt });
      else if (alt) out.push({ type: 'text', text: alt });
    }
    rest = rest.slice(m.index + m[0].length);
  }
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: Inline[][] } | null = null;

  const flush = () => {
    if (paragraph.length)
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ...list });
    paragraph = [];
    list = null;
  };

  for (const raw of lines) {
    const line = raw.trim();
    const heading = /^(#{1,4})\s+(.+)$/.exec(line);
    const bullet = /^[-*]\s+(.+)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.+)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      // A post's title is its h1, so the body's headings start at h2.
      const level = Math.min(4, Math.max(2, heading[1]!.length + 1)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]!) });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(parseInline((bullet ?? numbered)![1]!));
    } else if (line.startsWith('>')) {
      flush();
      blocks.push({ type: 'quote', children: parseInline(line.replace(/^>\s?/, '')) });
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/** Plain text of a body (descriptions, search snippets). */
export function markdownToText(source: string): string {
  const text = (nodes: Inline[]): string =>
    nodes
      .map((n) =>
        n.type === 'text' || n.type === 'code'
          ? n.text
          : n.type === 'image'
            ? n.alt
            : text(n.children),
      )
      .join('');
  return parseMarkdown(source)
    .map((b) => (b.type === 'list' ? b.items.map(text).join(' ') : text(b.children)))
    .join(' ');
}

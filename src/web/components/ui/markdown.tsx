import { Fragment } from 'react';
import { parseMarkdown, type Inline } from '#domain/content/markdown';

function InlineNodes({ nodes }: { nodes: Inline[] }) {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        return <Fragment key={i}>{n.text}</Fragment>;
      case 'code':
        return (
          <code key={i} className="rounded bg-surface px-1 text-[0.95em]">
            {n.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={i}>
            <InlineNodes nodes={n.children} />
          </strong>
        );
      case 'em':
        return (
          <em key={i}>
            <InlineNodes nodes={n.children} />
          </em>
        );
      case 'image':
        return (
          <img
            key={i}
            src={n.src}
            alt={n.alt}
            loading="lazy"
            decoding="async"
            className="my-2 block h-auto max-w-full rounded"
          />
        );
      case 'link':
        return (
          <a
            key={i}
            href={n.href}
            className="text-brand-700 underline underline-offset-2"
            rel={n.href.startsWith('/') ? undefined : 'noopener noreferrer nofollow'}
          >
            <InlineNodes nodes={n.children} />
          </a>
        );
    }
  });
}

/**
 * Renders Markdown (a post body, a product description) as React elements: no HTML strings, so
 * nothing in the text can run. Shared: the shop's posts and the back office's description preview
 * (here, with the UI components, so both stylesheets carry its classes).
 */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="space-y-4 leading-relaxed">
      {parseMarkdown(source).map((b, i) => {
        switch (b.type) {
          case 'heading': {
            const H = `h${b.level}` as const;
            return (
              <H
                key={i}
                className={
                  b.level === 2 ? 'pt-4 text-2xl font-semibold' : 'pt-2 text-xl font-semibold'
                }
              >
                <InlineNodes nodes={b.children} />
              </H>
            );
          }
          case 'paragraph':
            return (
              <p key={i}>
                <InlineNodes nodes={b.children} />
              </p>
            );
          case 'quote':
            return (
              <blockquote key={i} className="border-l-4 border-brand-600 pl-4 italic text-muted">
                <InlineNodes nodes={b.children} />
              </blockquote>
            );
          case 'list': {
            const L = b.ordered ? 'ol' : 'ul';
            return (
              <L key={i} className={`${b.ordered ? 'list-decimal' : 'list-disc'} space-y-1 pl-6`}>
                {b.items.map((item, j) => (
                  <li key={j}>
                    <InlineNodes nodes={item} />
                  </li>
                ))}
              </L>
            );
          }
        }
      })}
    </div>
  );
}

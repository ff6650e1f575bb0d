import { useRouteLoaderData } from 'react-router';

/**
 * Structured data for search engines. JSON is escaped so that no text in it can close the
 * script element (`</script>`), which is what makes this one use of innerHTML safe.
 */
export function JsonLd({ data }: { data: object }) {
  const root = useRouteLoaderData('root') as { nonce?: string } | undefined;
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
  return (
    <script
      type="application/ld+json"
      nonce={root?.nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

/** schema.org BreadcrumbList for a trail whose first item (title '') is the home page. */
export function breadcrumbList(
  items: Array<{ title: string; url: string }>,
  origin: string,
  homeTitle: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((b, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: b.title || homeTitle,
      item: origin + b.url,
    })),
  };
}

/** The page's origin (PUBLIC_URL or the request's), from the root loader. */
export function useOrigin(): string {
  return (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin ?? '';
}

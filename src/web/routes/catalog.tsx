import { Link, data } from 'react-router';
import type { Route } from './+types/catalog';
import { API, apiPath } from '#contracts/api-paths';
import { splatSegments } from '#domain/listing/listing-address';
import { ListingHeader } from '../features/listing/listing-header';
import { loadListing } from '../features/listing/listing-loader.server';
import { ListingView } from '../features/listing/listing-view';
import { useT } from '../lib/i18n/use-translate';
import { JsonLd, breadcrumbList, useOrigin } from '../lib/json-ld';
import { categoryTags, pageTagsHandle } from '../lib/page-tags';
import { routeLocale } from '../lib/route-locale';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const category = await context.services.catalog.categoryBySlug(locale, params.category);
  if (!category) throw data(null, { status: 404 });
  const result = await loadListing(
    request,
    context,
    { locale, categoryId: category.id },
    {
      style: 'path',
      route: category.url,
      segments: splatSegments(params['*']),
      alternateRoutes: category.alternates,
    },
  );
  const { filters } = result.location;
  // The presets come with the category tree categoryBySlug has just read: no second read.
  const filtered = Object.keys(filters).length > 0;
  const indexable = !filtered || (await context.services.catalog.isPreset(category.id, filters));
  // Cache tags (handle below): the menu's tree is in memory already.
  const { categories } = await context.services.catalog.menu(locale);
  const tags = categoryTags(categories, category.id);
  // What the page renders of the category (its slug, image and alternates stay on the server;
  // the language switch reads `alternates` below).
  const { id, title, description, breadcrumbs, children } = category;
  const shown = { id, title, description, breadcrumbs, children };
  return { category: shown, result, indexable, alternates: result.alternates, tags };
}

/** Cache tags: the category and its subcategories, whose products this listing shows. */
export const handle = pageTagsHandle<Awaited<ReturnType<typeof loader>>>((d) => d.tags);

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  return [
    { title: `${d.category.title} | Dom i Styl` },
    { name: 'description', content: d.category.description },
    // Filter combinations are endless; only presets (linked from the menu) are worth indexing.
    ...(d.indexable ? [] : [{ name: 'robots', content: 'noindex,follow' }]),
  ];
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const origin = useOrigin();
  const { category, result } = loaderData;
  const call = { locale: result.pageData.locale, categoryId: category.id };
  const header = (
    <>
      <JsonLd data={breadcrumbList(category.breadcrumbs, origin, t('nav.home'))} />
      <ListingHeader
        breadcrumbs={category.breadcrumbs}
        title={category.title}
        total={result.listing.total}
        description={category.description}
      >
        {category.children.length > 0 && (
          <nav aria-label={t('listing.subcategories')} className="mt-5">
            <ul className="flex flex-wrap gap-2">
              {category.children.map((c) => (
                <li key={c.id}>
                  <Link to={c.url} className="chip-link">
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </ListingHeader>
    </>
  );
  return (
    <ListingView
      data={result}
      header={header}
      pageCall={(query) => apiPath(API.catalogPage, call, query)}
      countCall={(query) => apiPath(API.catalogCount, call, query)}
    />
  );
}

import { data, redirect } from 'react-router';
import type { Route } from './+types/product';
import { markdownToText } from '#domain/content/markdown';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { Markdown } from '../components/ui/markdown';
import { Price } from '../components/ui/price';
import { ShopProductGrid } from '../features/catalog/shop-product-grid';
import { Gallery } from '../features/product/gallery';
import { ProductGroupChoice } from '../features/product/product-group';
import { ProductPurchase } from '../features/product/product-purchase';
import { ProductSafetySection, safetyJsonLd } from '../features/product/product-safety';
import { RecentlyViewed, RememberViewed } from '../features/recent/recently-viewed';
import { ReviewsSection } from '../features/reviews/reviews-section';
import { readReviewsQuery } from '../features/reviews/reviews-query.server';
import { reviewsJsonLd } from '../features/reviews/reviews-json-ld';
import { JsonLd, breadcrumbList } from '../lib/json-ld';
import { pageTagsHandle } from '../lib/page-tags';
import { useT } from '../lib/i18n/use-translate';
import { routeLocale } from '../lib/route-locale';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const page = await context.services.catalog.productPage(locale, params.slug);
  if (!page) {
    // A renamed product's old address moves for good (search engines carry the rank over).
    const moved = await context.services.catalog.productRedirect(locale, params.slug);
    if (moved) throw redirect(moved, 301);
    throw data(null, { status: 404 });
  }
  const url = new URL(request.url);
  // Part of the cached page: publishing a review drops the product's pages (decision 028).
  const reviewsQuery = readReviewsQuery(url.searchParams);
  const reviews = await context.services.reviews.list(page.product.id, reviewsQuery);
  return {
    ...page,
    origin: context.origin,
    alternates: page.product.alternates,
    reviews,
    reviewsQuery,
  };
}

/**
 * Cache tags: the product, its category (whose products it shows as related), and its group's
 * siblings (their labels and stock are on the page: docs/rules.md#product-groups).
 */
export const handle = pageTagsHandle<Awaited<ReturnType<typeof loader>>>((d) => [
  `p${d.product.id}`,
  `c${d.product.categoryId}`,
  ...(d.product.group?.options.map((o) => `p${o.id}`) ?? []),
]);

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [];
  return [
    { title: `${d.product.title} | Dom i Styl` },
    { name: 'description', content: markdownToText(d.product.description).slice(0, 160) },
    { property: 'og:title', content: d.product.title },
    { property: 'og:type', content: 'product' },
    ...(d.product.image ? [{ property: 'og:image', content: d.origin + d.product.image }] : []),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { product, breadcrumbs, related, origin, reviews, reviewsQuery, safety } = loaderData;
  const structured = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      sku: product.sku,
      description: markdownToText(product.description),
      image: product.images.map((i) => origin + i.url),
      category: product.category,
      ...safetyJsonLd(safety),
      offers: {
        '@type': 'Offer',
        url: origin + product.url,
        priceCurrency: 'PLN',
        price: (product.price_sale ?? product.price).toFixed(2),
        availability: product.available
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
      },
      ...(reviews && reviewsJsonLd(reviews)),
    },
    breadcrumbList(breadcrumbs, origin, t('nav.home')),
  ];
  return (
    <div className="container-page pt-5 pb-6 sm:pt-6">
      <JsonLd data={structured} />
      <Breadcrumbs items={breadcrumbs} />
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <Gallery images={product.images} />
        <div>
          <p className="text-sm uppercase tracking-wide text-muted">{product.category}</p>
          <h1 className="mt-1 font-display text-h1 font-semibold text-ink">{product.title}</h1>
          <div className="mt-4">
            <Price
              price={product.price}
              sale={product.price_sale}
              lowest30d={product.price_lowest_30d}
              size="lg"
              showDiscount
            />
          </div>
          <p
            className={`mt-2 text-sm font-medium ${product.available ? 'text-brand-700' : 'text-sale'}`}
          >
            {product.available ? t('product.inStock') : t('product.outOfStock')}
          </p>
          {product.group && <ProductGroupChoice group={product.group} />}
          <ProductPurchase product={product} />
          {/* Markdown, written in the back office's editor (which previews it the same way). */}
          <div className="mt-6">
            <Markdown source={product.description} />
          </div>
          {product.attributes.length > 0 && (
            <table className="mt-6 w-full text-sm">
              <caption className="mb-2 text-left font-semibold">{t('product.attributes')}</caption>
              <tbody>
                {product.attributes.map((a) => (
                  <tr key={a.key} className="border-t border-line">
                    <th scope="row" className="py-2 pr-4 text-left font-normal text-muted">
                      {a.label}
                    </th>
                    <td className="py-2">{a.values.join(', ')}</td>
                  </tr>
                ))}
                <tr className="border-t border-line">
                  <th scope="row" className="py-2 pr-4 text-left font-normal text-muted">
                    SKU
                  </th>
                  <td className="py-2">{product.sku}</td>
                </tr>
              </tbody>
            </table>
          )}
          <ProductSafetySection safety={safety} />
        </div>
      </div>
      {reviews && (
        <ReviewsSection
          productId={product.id}
          productPath={product.url}
          list={reviews}
          query={reviewsQuery}
        />
      )}
      {related.length > 0 && (
        <section className="mt-12" aria-labelledby="related">
          <h2 id="related" className="text-xl font-bold">
            {t('product.related')}
          </h2>
          <div className="mt-4">
            <ShopProductGrid products={related} />
          </div>
        </section>
      )}
      <RecentlyViewed exceptId={product.id} />
      <RememberViewed product={product} />
    </div>
  );
}

import { data } from 'react-router';
import type { Route } from './+types/shop-page';
import { SHOP_PAGE_SLUGS, type AdminShopPage } from '#contracts/admin/shop-pages';
import { DomainError } from '#domain/errors';
import { Markdown } from '../components/ui/markdown';
import { createTranslate } from '../lib/i18n/translate';
import { useLocale, useT } from '../lib/i18n/use-translate';
import { routeLocale } from '../lib/route-locale';

const isSlug = (slug: string): slug is AdminShopPage['slug'] =>
  (SHOP_PAGE_SLUGS as readonly string[]).includes(slug);

/**
 * A shop page: terms, privacy, returns and withdrawal, delivery and payment (the shop-pages
 * service, the same text `GET /api/client/{locale}/pages/{slug}` answers), in Markdown rendered
 * as blog posts are. Public: the same page for everyone, cached like a blog page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isSlug(params.slug)) throw data(null, { status: 404 });
  try {
    const page = await context.services.shopPages.read(params.slug, routeLocale(params));
    return { page };
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found')
      throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ data: d, params }: Route.MetaArgs) {
  if (!d) return [];
  const t = createTranslate(routeLocale(params));
  return [{ title: `${d.page.title} | ${t('site.name')}` }];
}

export default function ShopPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const t = useT();
  const locale = useLocale();
  const updated = new Date(page.updated_at);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-display text-h1 font-semibold text-ink">{page.title}</h1>
      <p className="mt-2 text-sm text-muted">
        {page.slug === 'terms' ? `${t('pages.version', { version: page.version })} · ` : ''}
        {t('pages.updated', {
          date: updated.toLocaleDateString(locale, { timeZone: 'Europe/Warsaw' }),
        })}
      </p>
      <div className="mt-6">
        <Markdown source={page.body} />
      </div>
    </article>
  );
}

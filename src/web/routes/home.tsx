import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import type { loader as layoutLoader } from './locale-layout';
import { ShopProductGrid } from '../features/catalog/shop-product-grid';
import { HomePage } from '../features/home/home-page';
import { RecentlyViewed } from '../features/recent/recently-viewed';
import { createTranslate } from '../lib/i18n/translate';
import { routeLocale } from '../lib/route-locale';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = routeLocale(params);
  const { catalog } = context.services;
  const [categories, onSale] = await Promise.all([
    catalog.topCategories(locale),
    catalog.featuredOnSale(locale, 8),
  ]);
  return { categories, onSale };
}

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(routeLocale(params));
  return [
    { title: `${t('site.name')} | ${t('site.tagline')}` },
    { name: 'description', content: t('home.hero.text') },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // The presets come with the menu the locale layout already loaded.
  const presets =
    useRouteLoaderData<typeof layoutLoader>('routes/locale-layout')?.menu.presets ?? [];
  const { categories, onSale } = loaderData;
  return (
    <HomePage
      categories={categories}
      presets={presets}
      saleGrid={onSale.length > 0 ? <ShopProductGrid products={onSale} /> : null}
      recent={<RecentlyViewed />}
    />
  );
}

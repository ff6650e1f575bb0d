import { Link } from 'react-router';
import type { Route } from './+types/home';
import type { Locale } from '../../domain/locale';
import { ProductGrid } from '../features/catalog/product-card';
import { useLocale, useT } from '../lib/i18n/use-translate';
import { createTranslate } from '../lib/i18n/translate';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const onSale = await context.services.catalog.featuredOnSale(locale, 8);
  return { onSale };
}

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(params.locale as Locale);
  return [{ title: `${t('site.name')} | ${t('site.tagline')}` }, { name: 'description', content: t('home.hero.text') }];
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const menu = (matches[1] as { data?: { menu: import('../../contracts/catalog').Menu } }).data?.menu;
  return (
    <div>
      <section className="bg-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <h1 className="max-w-2xl text-3xl font-bold sm:text-5xl">{t('home.hero.title')}</h1>
          <p className="mt-4 max-w-xl text-brand-100">{t('home.hero.text')}</p>
          <Link to={`/${locale}/sales`} className="mt-8 inline-block rounded bg-white px-5 py-3 font-semibold text-brand-700">
            {t('home.hero.cta')}
          </Link>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="home-categories">
        <h2 id="home-categories" className="text-2xl font-bold">
          {t('home.categories')}
        </h2>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {menu?.categories.map((c) => (
            <li key={c.id}>
              <Link to={c.url} className="block rounded-card border border-line p-4 font-medium hover:border-brand-600">
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10" aria-labelledby="home-sale">
        <h2 id="home-sale" className="text-2xl font-bold">
          {t('home.onSale')}
        </h2>
        <div className="mt-6">
          <ProductGrid products={loaderData.onSale} />
        </div>
      </section>
    </div>
  );
}

import { Link, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import type { Locale } from '../../domain/locale';
import type { loader as layoutLoader } from './locale-layout';
import { ProductGrid } from '../features/catalog/product-card';
import { buttonClasses } from '../components/ui/button';
import {
  ArrowRightIcon,
  ReturnIcon,
  ShieldIcon,
  SparkIcon,
  TruckIcon,
} from '../components/ui/icons';
import { useLocale, useT } from '../lib/i18n/use-translate';
import { createTranslate } from '../lib/i18n/translate';

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = params.locale as Locale;
  const { catalog } = context.services;
  const [categories, onSale] = await Promise.all([
    catalog.topCategories(locale),
    catalog.featuredOnSale(locale, 8),
  ]);
  return { categories, onSale };
}

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslate(params.locale as Locale);
  return [
    { title: `${t('site.name')} | ${t('site.tagline')}` },
    { name: 'description', content: t('home.hero.text') },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  const presets =
    useRouteLoaderData<typeof layoutLoader>('routes/locale-layout')?.menu.presets ?? [];
  const usps = [
    { icon: TruckIcon, title: t('home.usp.delivery'), text: t('home.usp.deliveryText') },
    { icon: ReturnIcon, title: t('home.usp.returns'), text: t('home.usp.returnsText') },
    { icon: ShieldIcon, title: t('home.usp.secure'), text: t('home.usp.secureText') },
    { icon: SparkIcon, title: t('home.usp.choice'), text: t('home.usp.choiceText') },
  ];
  const sectionHead = 'flex flex-wrap items-end justify-between gap-x-6 gap-y-2';
  const more =
    'inline-flex items-center gap-1.5 font-semibold text-brand-600 underline-offset-4 hover:underline';
  return (
    <>
      <section className="overflow-hidden bg-canvas" aria-labelledby="home-title">
        <div className="container-page grid items-center gap-8 py-8 sm:py-10 md:grid-cols-[1.1fr_1fr] md:py-14 lg:gap-12">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-600 uppercase">
              {t('home.hero.eyebrow')}
            </p>
            <h1
              id="home-title"
              className="mt-3 font-display text-display font-semibold text-brand-800"
            >
              {t('home.hero.title')}
            </h1>
            <p className="mt-5 max-w-lg text-lg text-muted">{t('home.hero.text')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to={`/${locale}/sales`} className={buttonClasses({ size: 'lg' })}>
                {t('home.hero.cta')}
                <ArrowRightIcon size={18} />
              </Link>
              <a
                href="#home-categories"
                className={buttonClasses({ variant: 'secondary', size: 'lg' })}
              >
                {t('home.hero.secondary')}
              </a>
            </div>
          </div>
          <img
            src="/images/hero-living-room.svg"
            alt=""
            width={640}
            height={520}
            fetchPriority="high"
            className="mx-auto h-auto w-full max-w-xs sm:max-w-md md:max-w-none"
          />
        </div>
      </section>

      <section aria-label={t('home.usp.label')} className="border-b border-line">
        <ul className="container-page grid grid-cols-2 gap-x-3 gap-y-5 py-6 sm:gap-x-6 sm:py-8 lg:grid-cols-4">
          {usps.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-center gap-2.5 sm:items-start sm:gap-3">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600 sm:size-11">
                <Icon size={20} />
              </span>
              <span className="min-w-0">
                <strong className="block text-sm leading-snug font-semibold text-ink sm:text-[0.9375rem]">
                  {title}
                </strong>
                <span className="mt-0.5 hidden text-sm text-muted sm:block">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section
        className="container-page scroll-mt-4 py-14"
        id="home-categories"
        aria-labelledby="home-categories-title"
      >
        <div className={sectionHead}>
          <div>
            <h2 id="home-categories-title" className="font-display text-h2 font-semibold">
              {t('home.categories')}
            </h2>
            <p className="mt-1 text-muted">{t('home.categoriesText')}</p>
          </div>
        </div>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
          {loaderData.categories.map((c) => (
            <li key={c.id} className="flex min-w-0">
              <Link
                to={c.url}
                className="group flex w-full flex-col overflow-hidden rounded-card bg-white ring-1 ring-line transition-shadow hover:shadow-card-hover"
              >
                <span className="block aspect-[4/3] overflow-hidden bg-canvas-strong">
                  {c.image && (
                    <img
                      src={c.image}
                      alt=""
                      width={400}
                      height={400}
                      loading="lazy"
                      decoding="async"
                      className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                    />
                  )}
                </span>
                <span className="flex flex-1 items-center justify-between gap-2 px-3 py-3 sm:px-4">
                  <span className="min-w-0 text-[0.9375rem] font-semibold wrap-break-word hyphens-auto text-ink group-hover:text-brand-600 sm:text-base">
                    {c.title}
                  </span>
                  <ArrowRightIcon
                    size={18}
                    className="hidden text-muted transition-transform group-hover:translate-x-0.5 group-hover:text-brand-600 sm:block"
                  />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {presets.length > 0 && (
        <section className="bg-canvas py-14" aria-labelledby="home-presets">
          <div className="container-page">
            <h2 id="home-presets" className="font-display text-h2 font-semibold">
              {t('home.presets')}
            </h2>
            <p className="mt-1 text-muted">{t('home.presetsText')}</p>
            <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {presets.map((p) => (
                <li key={p.id} className="min-w-0">
                  <Link
                    to={p.url}
                    className="group flex h-full items-center gap-4 rounded-card bg-white p-4 ring-1 ring-line transition-shadow hover:shadow-card-hover"
                  >
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-600">
                      <SparkIcon size={20} />
                    </span>
                    <span className="min-w-0 flex-1 font-semibold wrap-break-word hyphens-auto text-ink group-hover:text-brand-600">
                      {p.title}
                    </span>
                    <ArrowRightIcon size={18} className="text-muted group-hover:text-brand-600" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}

      {loaderData.onSale.length > 0 && (
        <section className="container-page py-14" aria-labelledby="home-sale">
          <div className={sectionHead}>
            <div>
              <h2 id="home-sale" className="font-display text-h2 font-semibold">
                {t('home.onSale')}
              </h2>
              <p className="mt-1 text-muted">{t('home.onSaleText')}</p>
            </div>
            <Link to={`/${locale}/sales`} className={more}>
              {t('home.seeAllSales')}
              <ArrowRightIcon size={16} />
            </Link>
          </div>
          <div className="mt-8">
            <ProductGrid products={loaderData.onSale} />
          </div>
        </section>
      )}
    </>
  );
}

import { Link } from 'react-router';
import { ArrowRightIcon } from '#web/components/ui/icons';
import { useT } from '#web/lib/i18n/use-translate';
import { HomeSectionHead } from './home-section-head';

/** The hero's secondary button scrolls here. */
export const CATEGORIES_ID = 'home-categories';

export interface CategoryTile {
  id: number;
  title: string;
  url: string;
  image: string | null;
}

/** The top categories as picture tiles. */
export function CategoryTiles({ categories }: { categories: CategoryTile[] }) {
  const t = useT();
  return (
    <section
      className="container-page scroll-mt-4 py-14"
      id={CATEGORIES_ID}
      aria-labelledby="home-categories-title"
    >
      <HomeSectionHead
        id="home-categories-title"
        title={t('home.categories')}
        text={t('home.categoriesText')}
      />
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {categories.map((c) => (
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
  );
}

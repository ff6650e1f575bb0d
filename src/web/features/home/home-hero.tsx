import { Link } from 'react-router';
import { salesHref } from '#web/lib/shop-links';
import { buttonClasses } from '#web/components/ui/button';
import {
  ArrowRightIcon,
  ReturnIcon,
  ShieldIcon,
  SparkIcon,
  TruckIcon,
} from '#web/components/ui/icons';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import { CATEGORIES_ID } from './category-tiles';

/** The home page's opening: the shop's promise, a way to the sales and one to the categories. */
export function HomeHero() {
  const t = useT();
  const locale = useLocale();
  return (
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
            <Link to={salesHref(locale)} className={buttonClasses({ size: 'lg' })}>
              {t('home.hero.cta')}
              <ArrowRightIcon size={18} />
            </Link>
            <a
              href={`#${CATEGORIES_ID}`}
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
  );
}

/** Why buy here: delivery, returns, safe payment, choice. */
export function UspStrip() {
  const t = useT();
  const usps = [
    { icon: TruckIcon, title: t('home.usp.delivery'), text: t('home.usp.deliveryText') },
    { icon: ReturnIcon, title: t('home.usp.returns'), text: t('home.usp.returnsText') },
    { icon: ShieldIcon, title: t('home.usp.secure'), text: t('home.usp.secureText') },
    { icon: SparkIcon, title: t('home.usp.choice'), text: t('home.usp.choiceText') },
  ];
  return (
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
  );
}

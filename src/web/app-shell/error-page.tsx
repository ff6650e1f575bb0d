import { href } from 'react-router';
import type { Locale } from '#domain/locale';
import { createTranslate } from '../lib/i18n/translate';
import { buttonClasses } from '../components/ui/button';
import { HomeIcon, SearchIcon } from '../components/ui/icons';
import { LogoMark } from './logo';

/**
 * Rendered by the root error boundary, outside the locale layout: it cannot rely on layout data
 * or providers, so it brings its own slim header and uses plain links (a full reload is the
 * right recovery after an error).
 */
export function ErrorPage({ locale, notFound }: { locale: Locale; notFound: boolean }) {
  const t = createTranslate(locale);
  const code = notFound ? 404 : 500;
  return (
    <div className="flex min-h-screen flex-col bg-canvas">
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center">
          <a
            href={href('/:locale', { locale })}
            className="inline-flex items-center gap-2.5 rounded-md"
          >
            <LogoMark className="size-9" />
            <span className="font-display text-xl font-semibold tracking-tight text-brand-700">
              {t('site.name')}
            </span>
          </a>
        </div>
      </header>
      <main
        id="main"
        className="container-page flex flex-1 flex-col items-center justify-center py-16 text-center"
      >
        <ErrorIllustration />
        <p className="mt-8 text-sm font-semibold tracking-widest text-accent-600 uppercase">
          {t('error.code', { code })}
        </p>
        <h1 className="mt-2 max-w-xl font-display text-h1 font-semibold text-ink">
          {t(notFound ? 'error.notFound.title' : 'error.generic.title')}
        </h1>
        <p className="mt-4 max-w-md text-muted">
          {t(notFound ? 'error.notFound.text' : 'error.generic.text')}
        </p>

        {notFound && (
          <form
            action={href('/:locale/search', { locale })}
            method="get"
            role="search"
            className="mt-8 w-full max-w-md"
          >
            <label htmlFor="error-search" className="mb-2 block text-sm text-muted">
              {t('error.searchHint')}
            </label>
            <div className="flex gap-2">
              <input
                id="error-search"
                name="search"
                type="search"
                placeholder={t('header.searchPlaceholder')}
                className="block min-h-11 w-full min-w-0 rounded-md border border-line-strong bg-white px-3 text-base placeholder:text-subtle focus-visible:border-brand-600 focus-visible:ring-3 focus-visible:ring-brand-200 focus-visible:outline-none"
              />
              <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
                <SearchIcon size={18} />
                <span className="sr-only sm:not-sr-only">{t('header.searchButton')}</span>
              </button>
            </div>
          </form>
        )}

        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={href('/:locale', { locale })}
            className={buttonClasses({ variant: 'primary', size: 'lg' })}
          >
            <HomeIcon size={20} />
            {t('error.backHome')}
          </a>
          {!notFound && (
            <a href="" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
              {t('error.retry')}
            </a>
          )}
        </div>
      </main>
    </div>
  );
}

/** An armchair with a lamp whose shade has fallen off: something is missing. */
function ErrorIllustration() {
  return (
    <svg
      viewBox="0 0 240 150"
      width="240"
      height="150"
      aria-hidden="true"
      focusable="false"
      className="h-auto w-56 sm:w-60"
    >
      <ellipse cx="120" cy="138" rx="100" ry="8" fill="#ede6dc" />
      <rect x="44" y="70" width="96" height="44" rx="14" fill="#3f7a6b" />
      <rect x="52" y="48" width="80" height="40" rx="14" fill="#2f5d52" />
      <rect x="36" y="74" width="22" height="46" rx="10" fill="#1f3a34" />
      <rect x="126" y="74" width="22" height="46" rx="10" fill="#1f3a34" />
      <rect x="52" y="112" width="6" height="22" rx="2" fill="#172c27" />
      <rect x="126" y="112" width="6" height="22" rx="2" fill="#172c27" />
      <rect x="186" y="44" width="4" height="90" rx="2" fill="#57534e" />
      <ellipse cx="188" cy="134" rx="16" ry="4" fill="#57534e" />
      <path d="M172 124l26-10 8 16-30 6z" fill="#c2410c" />
      <circle cx="188" cy="44" r="5" fill="#fcd34d" />
    </svg>
  );
}

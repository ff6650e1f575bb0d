import type { Locale } from '../../../domain/locale';
import { createTranslate } from '../../lib/i18n/translate';

/** Rendered by the root error boundary, so it cannot rely on layout data. */
export function ErrorPage({ locale, notFound }: { locale: Locale; notFound: boolean }) {
  const t = createTranslate(locale);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{t(notFound ? 'error.notFound.title' : 'error.generic.title')}</h1>
      <p className="mt-4 text-muted">{t(notFound ? 'error.notFound.text' : 'error.generic.text')}</p>
      <a href={`/${locale}`} className="mt-8 inline-block rounded bg-brand-700 px-5 py-3 text-white">
        {t('error.backHome')}
      </a>
    </main>
  );
}

import { useLocation } from 'react-router';
import { LOCALES } from '#domain/locale';
import { useAlternates } from '../lib/alternates';
import { useLocale } from '../lib/i18n/use-translate';
import { cx } from '../components/ui/cx';

export const LOCALE_NAMES = { pl: 'Polski', en: 'English', ru: 'Русский' } as const;

/**
 * Links to this page in every locale (plain links with hreflang: switching language reloads the
 * page). `short` shows "PL EN RU"; `long` shows the languages' own names.
 */
export function LanguageLinks({
  display = 'short',
  tone = 'dark',
  className,
}: {
  display?: 'short' | 'long';
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const locale = useLocale();
  const location = useLocation();
  const alternates = useAlternates(location.pathname, location.search);
  return (
    <ul className={cx('flex flex-wrap items-center gap-1', className)}>
      {LOCALES.map((l) => {
        const current = l === locale;
        return (
          <li key={l}>
            <a
              href={alternates[l]}
              hrefLang={l}
              lang={l}
              aria-current={current ? 'true' : undefined}
              className={cx(
                'lang-link',
                tone === 'light'
                  ? current
                    ? 'bg-white/15 text-white'
                    : 'text-brand-100 hover:bg-white/10 hover:text-white'
                  : current
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-muted hover:bg-brand-50 hover:text-ink',
              )}
            >
              {display === 'short' ? (
                <>
                  <span aria-hidden="true">{l.toUpperCase()}</span>
                  <span className="sr-only">{LOCALE_NAMES[l]}</span>
                </>
              ) : (
                LOCALE_NAMES[l]
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

import { useId, useRef, type KeyboardEvent } from 'react';
import { LOCALES, type Locale } from '#domain/locale';
import { cx } from '#web/components/ui/cx';
import { useAdminT } from '#web/admin/i18n/use-admin-t';
import { useContentT } from './i18n';

/**
 * One tab per language (the WAI-ARIA tabs pattern: arrows move between tabs, one tab stop).
 * A tab whose fields have errors says so in words, not only in colour.
 */
export function LocaleTabs({
  active,
  onChange,
  withErrors,
  panelId,
}: {
  active: Locale;
  onChange: (locale: Locale) => void;
  withErrors: readonly Locale[];
  panelId: string;
}) {
  const t = useContentT();
  const at = useAdminT();
  const base = useId();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? LOCALES.length - 1 : index + step;
    if (step === 0 && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next = LOCALES[(to + LOCALES.length) % LOCALES.length]!;
    onChange(next);
    tabs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('editor.languages')}
      className="flex gap-1 border-b border-line"
    >
      {LOCALES.map((l, i) => {
        const selected = l === active;
        const bad = withErrors.includes(l);
        return (
          <button
            key={l}
            ref={(el) => {
              tabs.current[l] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${l}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(l)}
            onKeyDown={(e) => move(e, i)}
            className={cx(
              '-mb-px min-h-11 rounded-t-md border border-b-0 px-4 text-sm font-medium',
              selected
                ? 'border-line bg-white text-ink'
                : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {at(`lang.${l}`)}
            {bad && (
              <span className="ml-1.5 rounded-full bg-danger-50 px-1.5 text-xs text-danger-700">
                {t('editor.tabError')}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}

import { useId } from 'react';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useContentT } from './i18n';
import type { PublishMode } from './post-form';

const MODES: PublishMode[] = ['draft', 'now', 'at'];

/** Draft, publish now, or publish at a chosen moment (which schedules the post). */
export function PublishFields({
  mode,
  at,
  onChange,
  error,
}: {
  mode: PublishMode;
  at: string;
  onChange: (next: { mode: PublishMode; at: string }) => void;
  error?: string;
}) {
  const t = useContentT();
  const base = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">{t('editor.publishing')}</legend>
      {MODES.map((m) => (
        <label key={m} htmlFor={`${base}-${m}`} className="flex min-h-8 items-center gap-2 text-sm">
          <input
            id={`${base}-${m}`}
            type="radio"
            name="publish_mode"
            value={m}
            checked={mode === m}
            onChange={() => onChange({ mode: m, at })}
            className="size-4 accent-brand-700"
          />
          {t(`editor.mode.${m}`)}
        </label>
      ))}
      {mode === 'at' && (
        <Field label={t('editor.at')} hint={t('editor.atHint')} error={error} required>
          <Input
            type="datetime-local"
            name="published_at"
            step={1}
            value={at}
            onChange={(e) => onChange({ mode, at: e.currentTarget.value })}
          />
        </Field>
      )}
      {mode !== 'at' && error && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

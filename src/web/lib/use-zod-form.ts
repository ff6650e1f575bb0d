import { useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './api';
import type { MessageKey, Translate } from './i18n/translate';
import { useT } from './i18n/use-translate';

/** Schema messages are keys (`password.too_short`, see contracts/auth.ts); show them in words. */
export function errorText(t: Translate, message: string): string {
  const key = `form.err.${message}` as MessageKey;
  const text = t(key);
  return text === key ? t('form.err.invalid') : text;
}

function zodFields(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues)
    (fields[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return fields;
}

export interface ZodFormOptions {
  /** What a 401 means on this form (login: wrong e-mail or password). */
  unauthorizedText?: string;
}

/**
 * A form validated with the same zod schema as the server: first in the browser, then the
 * server's 422 field map lands on the same fields. Inputs are uncontrolled and the form is
 * never reset on an error, so what the user typed stays. Focus moves to the first bad field.
 */
export function useZodForm<S extends z.ZodType>(
  schema: S,
  submit: (values: z.output<S>) => Promise<void>,
  options: ZodFormOptions = {},
) {
  const t = useT();
  // The submitted form, to move focus to its first bad field once errors are rendered.
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (Object.keys(fields).length > 0)
      form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fields, form]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setForm(event.currentTarget);
    const raw = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      setFields(zodFields(parsed.error));
      setFormError(t('form.err.summary'));
      return;
    }
    setFields({});
    setFormError(null);
    setPending(true);
    try {
      await submit(parsed.data);
    } catch (error) {
      if (!(error instanceof ApiError)) setFormError(t('form.err.generic'));
      else if (error.status === 422) {
        setFields(error.fields);
        setFormError(t('form.err.summary'));
      } else if (error.status === 429)
        setFormError(
          t('form.err.tooMany', {
            minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)),
          }),
        );
      else if (error.status === 401 && options.unauthorizedText)
        setFormError(options.unauthorizedText);
      else if (![400, 403, 404, 500].includes(error.status)) setFormError(t('form.err.generic')); // the others had the popup
    } finally {
      setPending(false);
    }
  }

  return {
    onSubmit,
    pending,
    formError,
    setFormError,
    fieldError: (name: string) => {
      const message = fields[name]?.[0];
      return message ? errorText(t, message) : undefined;
    },
  };
}

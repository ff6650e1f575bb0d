import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './api';
import { isAdminKey, type AdminTranslate } from '../i18n/translate';
import { useAdminT } from '../i18n/use-admin-t';

/**
 * A zod issue in the staff member's language. The contracts' schemas speak English (or codes);
 * what went wrong is in the issue's code and bounds, so the words are ours.
 */
export function issueText(t: AdminTranslate, issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? t('err.required') : t('err.tooShort', { min });
      if (issue.origin === 'number' || issue.origin === 'int') return t('err.tooSmall', { min });
      return t('err.required');
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string' ? t('err.tooLong', { max }) : t('err.tooBig', { max });
    }
    case 'invalid_format':
      return issue.format === 'email' ? t('err.email') : t('err.invalid');
    case 'invalid_type':
      if (issue.expected === 'number' || issue.expected === 'int') return t('err.number');
      return t('err.required');
    case 'invalid_value':
      return t('err.choose');
    case 'custom':
      // A form's own rule may say more than a code: its `params` fill in the message.
      return messageText(t, issue.message, issue.params as Record<string, string> | undefined);
    default:
      return messageText(t, issue.message);
  }
}

/** A message from the server's field map: ours when we know it, else as the server said it. */
export function messageText(
  t: AdminTranslate,
  message: string,
  params?: Record<string, string | number>,
): string {
  const key = `err.${message}`;
  return isAdminKey(key) ? t(key, params) : message || t('err.invalid');
}

/** A failed call in words, for forms and panels that show their own errors. */
export function errorMessage(t: AdminTranslate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('err.generic');
  if (error.status === 0) return t('err.network');
  if (error.status === 403) return t('err.forbidden');
  if (error.status === 404) return t('err.notFound');
  if (error.status === 409) return t('err.conflict');
  if (error.status === 429)
    return t('err.tooMany', {
      minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)),
    });
  if (error.status >= 500) return t('err.server');
  return t('err.generic');
}

function zodFields(t: AdminTranslate, error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues)
    (fields[issue.path.join('.') || '_'] ??= []).push(issueText(t, issue));
  return fields;
}

export interface AdminFormOptions<S extends z.ZodType> {
  schema: S;
  /** The values to validate, from the submitted form (default: its fields as strings). */
  read?: (form: HTMLFormElement) => unknown;
  submit: (values: z.output<S>) => Promise<void>;
  /** The text for a failure this form knows better (a 401 on login, a 409 on a unique e-mail). */
  describeError?: (error: ApiError) => string | null | undefined;
  /**
   * The form field a server error path belongs to, when the form has one box for many paths
   * (a preset's filter lines for `filters.color`, `filters.price`).
   */
  fieldOf?: (path: string) => string;
}

/**
 * A form validated with the API's own zod schema: first in the browser, then the server's 422
 * field map lands on the same fields (keys are issue paths: `translations.pl.title`). What the
 * person typed stays on an error, and focus moves to the first bad field. Calls should be made
 * `quiet`: this hook shows their failures in the form, where the person is looking.
 */
export function useAdminForm<S extends z.ZodType>({
  schema,
  read = (form) => Object.fromEntries(new FormData(form)),
  submit,
  describeError,
  fieldOf = (path) => path,
}: AdminFormOptions<S>) {
  const t = useAdminT();
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const reset = useCallback(() => {
    setFields({});
    setFormError(null);
  }, []);

  useEffect(() => {
    if (Object.keys(fields).length > 0)
      form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [fields, form]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const target = event.currentTarget;
    setForm(target);
    const parsed = schema.safeParse(read(target));
    if (!parsed.success) {
      setFields(zodFields(t, parsed.error));
      setFormError(t('err.summary'));
      return;
    }
    setFields({});
    setFormError(null);
    setPending(true);
    try {
      await submit(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const mapped: FieldErrors = {};
        for (const [path, messages] of Object.entries(error.fields)) {
          // `{field}` in a message names the last part of the path (`color` of `filters.color`).
          const field = path.split('.').pop() ?? path;
          (mapped[fieldOf(path)] ??= []).push(...messages.map((m) => messageText(t, m, { field })));
        }
        setFields(mapped);
        setFormError(mapped._?.[0] ?? t('err.summary'));
      } else {
        const own = error instanceof ApiError ? describeError?.(error) : null;
        setFormError(own ?? errorMessage(t, error));
      }
    } finally {
      setPending(false);
    }
  }

  return {
    onSubmit,
    pending,
    formError,
    setFormError,
    /** Clears the errors (a dialog opened again). */
    reset,
    /** Every problem of a field, as sentences (a preset's filter box can have several). */
    fieldError: (name: string) => {
      const messages = [...new Set(fields[name] ?? [])];
      return messages.length > 0 ? messages.join(' ') : undefined;
    },
  };
}

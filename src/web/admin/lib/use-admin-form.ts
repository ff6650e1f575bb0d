import type { z } from 'zod';
import { useForm, type FormOptions, type FormTexts } from '#web/lib/use-form';
import { ApiError } from './api';
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

/** The back office's words for the one form hook (`lib/use-form.ts`). */
function adminFormTexts(t: AdminTranslate): FormTexts {
  return {
    issue: (issue) => issueText(t, issue),
    server: (message, field) => messageText(t, message, { field }),
    summary: t('err.summary'),
    failure: (error) => errorMessage(t, error),
  };
}

/**
 * A back-office form: the one form hook (`lib/use-form.ts`) in the staff member's language. Calls
 * should be made `quiet`: the hook shows their failures in the form, where the person is looking.
 */
export function useAdminForm<S extends z.ZodType>(options: FormOptions<S>) {
  const t = useAdminT();
  return useForm(adminFormTexts(t), options);
}

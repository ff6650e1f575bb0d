import type { z } from 'zod';
import { ApiError } from './api';
import type { MessageKey, Translate } from './i18n/translate';
import { useT } from './i18n/use-translate';
import { useForm, type FormTexts } from './use-form';

/** Schema messages are keys (`password.too_short`, see contracts/auth.ts); show them in words. */
export function errorText(t: Translate, message: string): string {
  const key = `form.err.${message}` as MessageKey;
  const text = t(key);
  return text === key ? t('form.err.invalid') : text;
}

/** Statuses the shop's client shows in its error popup (lib/api.ts): the form adds nothing. */
const POPUP_STATUSES = [400, 403, 404, 500];

/** The shop's words for the one form hook (`use-form.ts`). */
function shopFormTexts(t: Translate): FormTexts {
  return {
    issue: (issue) => errorText(t, issue.message),
    server: (message) => errorText(t, message),
    summary: t('form.err.summary'),
    failure: (error) => {
      if (!(error instanceof ApiError)) return t('form.err.generic');
      if (error.status === 429)
        return t('form.err.tooMany', {
          minutes: Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60)),
        });
      return POPUP_STATUSES.includes(error.status) ? null : t('form.err.generic');
    },
    firstOnly: true,
  };
}

export interface ZodFormOptions {
  /** What a 401 means on this form (login: wrong e-mail or password). */
  unauthorizedText?: string;
  /** The values to validate, when the form's fields are not the body as strings (the checkout). */
  read?: (form: HTMLFormElement) => unknown;
}

/** A shop form: the one form hook (`use-form.ts`) in the shop's words. */
export function useZodForm<S extends z.ZodType>(
  schema: S,
  submit: (values: z.output<S>) => Promise<void>,
  options: ZodFormOptions = {},
) {
  const t = useT();
  return useForm(shopFormTexts(t), {
    schema,
    submit,
    ...(options.read ? { read: options.read } : {}),
    describeError: (error) => (error.status === 401 ? options.unauthorizedText : null),
  });
}

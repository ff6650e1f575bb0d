import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './api-error';

/**
 * How a form says what went wrong, in its app's words: the shop's (`use-zod-form.ts`) and the back
 * office's (`admin/lib/use-admin-form.ts`) pass their own; the hook is this one.
 */
export interface FormTexts {
  /** A browser-side problem of one field (a zod issue). */
  issue: (issue: z.core.$ZodIssue) => string;
  /** A message of the server's 422 field map; `field` is the last part of its path. */
  server: (message: string, field: string) => string;
  /** The form's line when fields are wrong. */
  summary: string;
  /** A failed call in words, or null when it was shown already (the shop's error popup). */
  failure: (error: unknown) => string | null;
  /** Show only a field's first problem (the shop), rather than all of them (the back office). */
  firstOnly?: boolean;
}

export interface FormOptions<S extends z.ZodType> {
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
  /** Fields just found wrong, before they render (a tabbed form shows the tab of the first). */
  onInvalid?: (fields: string[]) => void;
}

const formFields = (form: HTMLFormElement) => Object.fromEntries(new FormData(form));
const samePath = (path: string) => path;

/**
 * A form validated with the API's own zod schema: first in the browser, then the server's 422
 * field map lands on the same fields (keys are issue paths: `translations.pl.title`). Inputs are
 * uncontrolled and the form is never reset on an error, so what the person typed stays; focus
 * moves to the first bad field. Calls should not report failures themselves (`quiet`, or the
 * shop's popup statuses): this hook shows them in the form, where the person is looking.
 */
export function useForm<S extends z.ZodType>(
  texts: FormTexts,
  {
    schema,
    read = formFields,
    submit,
    describeError,
    fieldOf = samePath,
    onInvalid,
  }: FormOptions<S>,
) {
  // The submitted form, to move focus to its first bad field once errors are rendered.
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

  function invalid(found: FieldErrors) {
    setFields(found);
    onInvalid?.(Object.keys(found));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const target = event.currentTarget;
    setForm(target);
    const parsed = schema.safeParse(read(target));
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues)
        (found[issue.path.join('.') || '_'] ??= []).push(texts.issue(issue));
      invalid(found);
      setFormError(texts.summary);
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
          (mapped[fieldOf(path)] ??= []).push(...messages.map((m) => texts.server(m, field)));
        }
        invalid(mapped);
        setFormError((!texts.firstOnly && mapped._?.[0]) || texts.summary);
      } else {
        const own = error instanceof ApiError ? describeError?.(error) : null;
        setFormError(own ?? texts.failure(error));
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
    /** A field's problem as a sentence (in the back office every problem, joined). */
    fieldError: (name: string) => {
      const messages = [...new Set(fields[name] ?? [])];
      if (messages.length === 0) return undefined;
      return texts.firstOnly ? messages[0] : messages.join(' ');
    },
  };
}

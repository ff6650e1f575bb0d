import { useState } from 'react';
import { z } from 'zod';
import type { AdminProduct, ProductCreate, ProductPatch } from '#contracts/admin/products';
import type { Locale } from '#domain/locale';
import { useForm, type FormTexts } from '#web/lib/use-form';
import { ApiError } from '#web/admin/lib/api';
import {
  firstLocaleWithError,
  validateCreate,
  validatePatch,
  type EditorValues,
} from './editor-values';
import type { ProductsT } from './i18n';
import { useSaveProduct } from './product-queries';

export type SaveOutcome =
  | { kind: 'created'; product: AdminProduct }
  | { kind: 'saved'; product: AdminProduct }
  | { kind: 'unchanged' };

/**
 * The editor's words for the one form hook: a field keeps its message key (the editor words it
 * per field, `errorText`), failures of the call are sentences.
 */
function productFormTexts(t: ProductsT): FormTexts {
  return {
    issue: (issue) => issue.message,
    server: (message) => message,
    summary: t('err.summary'),
    failure: (error) => {
      if (!(error instanceof ApiError)) return t('err.generic');
      if (error.status === 409) return t('err.conflict');
      if (error.status === 0) return t('err.network');
      if (error.status === 404) return t('editor.gone');
      if (error.status === 403) return t('err.forbidden');
      return t('err.server');
    },
    firstOnly: true,
  };
}

/**
 * The editor's values as the API's body: the whole form checked with the contract's schema, then
 * a create, or a PATCH with what changed since `saved` (editor-values.ts). Its problems are zod
 * issues at the API's paths (`translations.en.title`), as the one form hook reads them.
 */
function editorSchema(saved: EditorValues, product: AdminProduct | null) {
  return z.custom<EditorValues>().transform((values, ctx) => {
    const checked = product
      ? validatePatch(values, saved, product.version)
      : validateCreate(values);
    if (checked.ok) return checked.body as ProductCreate | ProductPatch;
    for (const [path, messages] of Object.entries(checked.fields))
      for (const message of messages)
        ctx.addIssue({ code: 'custom', path: path === '_' ? [] : path.split('.'), message });
    return z.NEVER;
  });
}

/**
 * Saving the editor with the one form hook (`lib/use-form.ts`): the contract's schema first (in
 * the browser, the API's own rules), then the call. A 409 `version_conflict` means someone saved
 * this product after it was loaded: nothing is written and the editor says so (it never retries
 * over their change). A 422, and a taken SKU, land on the fields, on the tab that shows them.
 */
export function useProductSave({
  t,
  values,
  saved,
  product,
  showLocale,
  onSaved,
}: {
  t: ProductsT;
  values: EditorValues;
  saved: EditorValues;
  product: AdminProduct | null;
  showLocale: (l: Locale) => void;
  onSaved: (outcome: SaveOutcome) => void;
}) {
  const mutation = useSaveProduct();
  const [conflict, setConflict] = useState(false);
  const form = useForm(productFormTexts(t), {
    schema: editorSchema(saved, product),
    read: () => values,
    onInvalid: (fields) => {
      const locale = firstLocaleWithError(Object.fromEntries(fields.map((f) => [f, []])));
      if (locale) showLocale(locale);
    },
    submit: async (body) => {
      if (product && Object.keys(body).length === 1) return onSaved({ kind: 'unchanged' });
      try {
        const answer = await mutation.mutateAsync({ id: product?.id ?? null, body });
        onSaved({ kind: product ? 'saved' : 'created', product: answer });
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        if (error.code === 'version_conflict') return setConflict(true);
        // A taken SKU is the SKU field's problem, like a 422.
        if (/sku/.test(error.code ?? '')) throw new ApiError(422, { sku: ['sku.taken'] }, null);
        throw error;
      }
    },
  });

  return {
    onSubmit: form.onSubmit,
    pending: form.pending,
    formError: form.formError,
    fieldError: form.fieldError,
    conflict,
    clear() {
      form.reset();
      setConflict(false);
    },
  };
}

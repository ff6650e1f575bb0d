import { useState } from 'react';
import type {
  AdminProduct,
  ProductCreate,
  ProductPatch,
} from '../../../../contracts/admin/products';
import {
  firstLocaleWithError,
  validateCreate,
  validatePatch,
  type EditorValues,
  type FieldErrors,
} from './editor-values';
import type { ProductsT } from './i18n';
import type { Locale } from '../../../../domain/locale';
import { useSaveProduct } from './product-queries';
import { ApiError } from '../../lib/api';

export type SaveOutcome =
  | { kind: 'created'; product: AdminProduct }
  | { kind: 'saved'; product: AdminProduct }
  | { kind: 'unchanged' }
  | { kind: 'failed' };

/**
 * Saving the editor: the contract's schema first (in the browser, the API's own rules), then the
 * call. A 409 `version_conflict` means someone saved this product after it was loaded: nothing is
 * written and the editor says so (it never retries over their change). A 422 lands on the fields.
 */
export function useProductSave(t: ProductsT, showLocale: (l: Locale) => void) {
  const mutation = useSaveProduct();
  const [fields, setFields] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [pending, setPending] = useState(false);

  function invalid(errors: FieldErrors) {
    setFields(errors);
    setFormError(t('err.summary'));
    const locale = firstLocaleWithError(errors);
    if (locale) showLocale(locale);
  }

  async function save(
    values: EditorValues,
    saved: EditorValues,
    product: AdminProduct | null,
  ): Promise<SaveOutcome> {
    if (pending) return { kind: 'failed' };
    const checked = product
      ? validatePatch(values, saved, product.version)
      : validateCreate(values);
    if (!checked.ok) {
      invalid(checked.fields);
      return { kind: 'failed' };
    }
    if (product && Object.keys(checked.body).length === 1) {
      setFields({});
      setFormError(null);
      return { kind: 'unchanged' };
    }
    setPending(true);
    setFields({});
    setFormError(null);
    try {
      const answer = await mutation.mutateAsync({
        id: product?.id ?? null,
        body: checked.body as ProductCreate | ProductPatch,
      });
      return { kind: product ? 'saved' : 'created', product: answer };
    } catch (error) {
      if (!(error instanceof ApiError)) setFormError(t('err.generic'));
      else if (error.status === 422) invalid(error.fields);
      else if (error.status === 409 && error.code === 'version_conflict') setConflict(true);
      else if (error.status === 409 && /sku/.test(error.code ?? ''))
        invalid({ sku: ['sku.taken'] });
      else if (error.status === 409) setFormError(t('err.conflict'));
      else if (error.status === 0) setFormError(t('err.network'));
      else if (error.status === 404) setFormError(t('editor.gone'));
      else if (error.status === 403) setFormError(t('err.forbidden'));
      else setFormError(t('err.server'));
      return { kind: 'failed' };
    } finally {
      setPending(false);
    }
  }

  return {
    save,
    pending,
    fields,
    formError,
    conflict,
    clear() {
      setFields({});
      setFormError(null);
      setConflict(false);
    },
  };
}

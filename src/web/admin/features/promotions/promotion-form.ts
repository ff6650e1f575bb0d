import type { Promotion, PromotionCreateInput } from '#contracts/admin/promotions';
import { fromLocalInput, toLocalInput } from '#web/admin/lib/local-time';

/**
 * The promo code form's values: from the submitted form to the API's body, and from a code to
 * the inputs' starting values. Dates travel as ISO instants; the inputs show local time.
 */

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** An empty box is null; anything else a number (a typo stays a string, for a clear 422). */
function numberOrNull(value: string): number | null | string {
  if (value === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : value;
}

/** A datetime-local value as an ISO instant, null when empty (the one conversion: lib/local-time). */
export const localToIso = (value: string): string | null =>
  value === '' ? null : fromLocalInput(value);

/** An ISO instant as a `datetime-local` input's value, in the browser's zone. */
export const isoToLocal = (iso: string | null): string => toLocalInput(iso);

export function readPromotionForm(form: HTMLFormElement): PromotionCreateInput {
  const data = new FormData(form);
  const kind = text(data, 'kind') as PromotionCreateInput['kind'];
  return {
    code: text(data, 'code'),
    kind,
    value: kind === 'free_delivery' ? 0 : (numberOrNull(text(data, 'value')) as number),
    min_subtotal: numberOrNull(text(data, 'min_subtotal')) as number | null,
    starts_at: localToIso(text(data, 'starts_at')),
    ends_at: localToIso(text(data, 'ends_at')),
    usage_limit: numberOrNull(text(data, 'usage_limit')) as number | null,
    per_customer_limit: numberOrNull(text(data, 'per_customer_limit')) as number | null,
    category_ids: data.getAll('category_ids').map((v) => Number(v)),
    product_ids: data.getAll('product_ids').map((v) => Number(v)),
    active: data.get('active') === 'on',
  };
}

/** The inputs' starting values: a code being edited, or a new one. */
export function formDefaults(p: Promotion | null) {
  return {
    code: p?.code ?? '',
    kind: p?.kind ?? 'percent',
    value: p && p.kind !== 'free_delivery' ? String(p.value) : '',
    min_subtotal: p?.min_subtotal === null || !p ? '' : String(p.min_subtotal),
    starts_at: isoToLocal(p?.starts_at ?? null),
    ends_at: isoToLocal(p?.ends_at ?? null),
    usage_limit: p?.usage_limit === null || !p ? '' : String(p.usage_limit),
    per_customer_limit: p?.per_customer_limit === null || !p ? '' : String(p.per_customer_limit),
    category_ids: new Set(p?.category_ids ?? []),
    product_ids: p?.product_ids ?? [],
    active: p?.active ?? true,
  };
}

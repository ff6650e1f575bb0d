import { describe, expect, it } from 'vitest';
import { promotionCreate, type Promotion } from '#contracts/admin/promotions';
import { formDefaults, isoToLocal, localToIso } from './promotion-form';

describe('the promo code form’s values', () => {
  it('local date and time round-trip through ISO', () => {
    const iso = localToIso('2026-12-01T10:30')!;
    expect(isoToLocal(iso)).toBe('2026-12-01T10:30');
    expect(localToIso('')).toBeNull();
    expect(localToIso('soon')).toBe('soon');
    expect(
      promotionCreate.safeParse({ code: 'A', kind: 'percent', value: 5, starts_at: iso }).success,
    ).toBe(true);
  });

  it('starts a new code as an active percent code, and an edited one from its values', () => {
    expect(formDefaults(null)).toMatchObject({ kind: 'percent', value: '', active: true });
    const p: Promotion = {
      id: 1,
      code: 'X',
      kind: 'fixed',
      value: 25.5,
      min_subtotal: null,
      starts_at: null,
      ends_at: null,
      usage_limit: 10,
      per_customer_limit: null,
      category_ids: [3],
      product_ids: [4, 5],
      active: false,
      used: 0,
      revenue: 0,
    };
    expect(formDefaults(p)).toMatchObject({
      value: '25.5',
      min_subtotal: '',
      usage_limit: '10',
      per_customer_limit: '',
      product_ids: [4, 5],
      active: false,
    });
    expect(formDefaults(p).category_ids.has(3)).toBe(true);
  });
});

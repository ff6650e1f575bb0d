import { describe, expect, it } from 'vitest';
import { computeTotals } from '../checkout/totals';
import {
  applyPromotion,
  eligibleLineIds,
  percentOf,
  type PromoCart,
  type PromoLine,
  type PromotionRule,
} from './rules';

const NOW = new Date('2026-11-27T12:00:00Z');
const hoursFromNow = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

const rule = (o: Partial<PromotionRule> = {}): PromotionRule => ({
  kind: 'percent',
  value: 10,
  minSubtotalMinor: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  categoryIds: [],
  productIds: [],
  active: true,
  used: 0,
  ...o,
});

// A lamp on sale (pays 90.00 of 120.00), a chair in a subcategory (7 -> 3), a book.
const lamp: PromoLine = { id: 1, count: 1, unitPriceMinor: 9_000, categoryPath: [3] };
const chairs: PromoLine = { id: 2, count: 2, unitPriceMinor: 3_333, categoryPath: [7, 3] };
const book: PromoLine = { id: 3, count: 1, unitPriceMinor: 4_990, categoryPath: [5] };
const cart = (o: Partial<PromoCart> = {}): PromoCart => ({
  lines: [lamp, chairs, book],
  customerUses: 0,
  now: NOW,
  ...o,
});

describe('refusals, in the contract’s order', () => {
  it.each<[string, PromotionRule | null, Partial<PromoCart>, string]>([
    ['no such code', null, {}, 'unknown'],
    ['switched off', rule({ active: false }), {}, 'unknown'],
    ['off beats not started', rule({ active: false, startsAt: hoursFromNow(1) }), {}, 'unknown'],
    ['starts in an hour', rule({ startsAt: hoursFromNow(1) }), {}, 'not_started'],
    ['ended an hour ago', rule({ endsAt: hoursFromNow(-1) }), {}, 'expired'],
    ['ends exactly now', rule({ endsAt: NOW }), {}, 'expired'],
    [
      'not started beats used up',
      rule({ startsAt: hoursFromNow(1), usageLimit: 1, used: 1 }),
      {},
      'not_started',
    ],
    ['limit reached', rule({ usageLimit: 3, used: 3 }), {}, 'used_up'],
    [
      'used up beats per customer',
      rule({ usageLimit: 1, used: 1, perCustomerLimit: 1 }),
      { customerUses: 1 },
      'used_up',
    ],
    ['the shopper used it', rule({ perCustomerLimit: 1 }), { customerUses: 1 }, 'per_customer'],
    [
      'per customer beats the minimum',
      rule({ perCustomerLimit: 2, minSubtotalMinor: 1_000_000 }),
      { customerUses: 2 },
      'per_customer',
    ],
    // 90.00 + 66.66 + 49.90 = 206.56
    ['one grosz short of the minimum', rule({ minSubtotalMinor: 20_657 }), {}, 'min_subtotal'],
    ['an empty cart', rule(), { lines: [] }, 'not_applicable'],
    ['no line in its products', rule({ productIds: [99] }), {}, 'not_applicable'],
    ['no line in its categories', rule({ categoryIds: [42] }), {}, 'not_applicable'],
    [
      'free delivery for other categories',
      rule({ kind: 'free_delivery', value: 0, categoryIds: [42] }),
      {},
      'not_applicable',
    ],
  ])('%s: %s', (_name, r, c, reason) => {
    expect(applyPromotion(r, cart(c))).toEqual({ ok: false, reason });
  });

  it.each<[string, PromotionRule, Partial<PromoCart>]>([
    ['starts exactly now', rule({ startsAt: NOW }), {}],
    ['one use left', rule({ usageLimit: 3, used: 2 }), {}],
    ['the shopper has one use left', rule({ perCustomerLimit: 2 }), { customerUses: 1 }],
    [
      'a shopper not known yet (a guest’s quote)',
      rule({ perCustomerLimit: 1 }),
      { customerUses: null },
    ],
    ['exactly the minimum', rule({ minSubtotalMinor: 20_656 }), {}],
  ])('applies when %s', (_name, r, c) => {
    expect(applyPromotion(r, cart(c)).ok).toBe(true);
  });
});

describe('what a code grants', () => {
  it.each<
    [string, PromotionRule, { amountMinor: number; eligibleIds: number[]; freeDelivery?: boolean }]
  >([
    // 10% of 206.56 = 20.656 -> 20.66 (half up)
    ['10% of the whole cart, paid prices', rule(), { amountMinor: 2_066, eligibleIds: [1, 2, 3] }],
    // the lamp pays its sale price: 10% of 90.00, never of the regular 120.00
    [
      '10% of one product on sale',
      rule({ productIds: [1] }),
      { amountMinor: 900, eligibleIds: [1] },
    ],
    // category 3 covers its subcategory 7: 90.00 + 66.66 = 156.66 -> 15.666 -> 15.67
    [
      '10% of a category and its subcategories',
      rule({ categoryIds: [3] }),
      { amountMinor: 1_567, eligibleIds: [1, 2] },
    ],
    [
      'a product or a category',
      rule({ categoryIds: [5], productIds: [1] }),
      { amountMinor: 1_399, eligibleIds: [1, 3] },
    ],
    [
      '100% of one product',
      rule({ value: 100, productIds: [3] }),
      { amountMinor: 4_990, eligibleIds: [3] },
    ],
    [
      'a fixed 25.00',
      rule({ kind: 'fixed', value: 2_500 }),
      { amountMinor: 2_500, eligibleIds: [1, 2, 3] },
    ],
    [
      'a fixed amount never above the eligible lines',
      rule({ kind: 'fixed', value: 10_000, productIds: [3] }),
      { amountMinor: 4_990, eligibleIds: [3] },
    ],
    [
      'free delivery',
      rule({ kind: 'free_delivery', value: 0 }),
      { amountMinor: 0, eligibleIds: [1, 2, 3], freeDelivery: true },
    ],
  ])('%s', (_name, r, discount) => {
    expect(applyPromotion(r, cart())).toEqual({ ok: true, discount });
  });

  it('the discount splits over the eligible lines to the grosz (computeTotals)', () => {
    const decision = applyPromotion(rule({ categoryIds: [3] }), cart());
    if (!decision.ok) throw new Error('expected the code to apply');
    const totals = computeTotals({
      lines: cart().lines.map((l) => ({ ...l, vatRate: 23 as const })),
      discount: decision.discount,
      delivery: { priceMinor: 1_499, freeFromMinor: null },
    });
    expect(totals.lines.map((l) => l.discountMinor)).toEqual([900, 667, 0]);
    expect(totals.discountMinor).toBe(1_567);
    expect(totals.totalMinor).toBe(20_656 - 1_567 + 1_499);
  });

  it('free delivery makes the delivery 0 and takes nothing off the items', () => {
    const decision = applyPromotion(rule({ kind: 'free_delivery', value: 0 }), cart());
    if (!decision.ok) throw new Error('expected the code to apply');
    const totals = computeTotals({
      lines: cart().lines.map((l) => ({ ...l, vatRate: 23 as const })),
      discount: decision.discount,
      delivery: { priceMinor: 1_499, freeFromMinor: null },
    });
    expect(totals.deliveryMinor).toBe(0);
    expect(totals.totalMinor).toBe(20_656);
  });
});

describe('helpers', () => {
  it.each([
    [1_000, 10, 100],
    [5, 10, 1], // 0.5 grosz rounds up
    [4, 10, 0],
    [20_656, 10, 2_066],
    [1, 100, 1],
  ])('%i grosze × %i%% = %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('both lists empty cover every line', () => {
    expect(eligibleLineIds(rule(), [lamp, book])).toEqual([1, 3]);
  });
});

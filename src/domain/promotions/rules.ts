/**
 * Promo codes' rules (docs/rules.md#promo-codes): whether a code applies to a cart, and what it
 * grants. Pure: the service reads the promotion, the shopper's uses and the lines' categories,
 * and this decides. The discount it returns goes to `computeTotals`, which splits it over the
 * eligible lines to the grosz.
 */
import type { Discount } from '../checkout/totals';

export type PromotionKind = 'percent' | 'fixed' | 'free_delivery';

/** Why a code does not apply, in the order they are checked (the contract's reasons). */
export const PROMO_REFUSALS = [
  'unknown',
  'not_started',
  'expired',
  'used_up',
  'per_customer',
  'min_subtotal',
  'not_applicable',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export interface PromotionRule {
  readonly kind: PromotionKind;
  /** Whole percent (`percent`), grosze (`fixed`), 0 (`free_delivery`). */
  readonly value: number;
  readonly minSubtotalMinor: number | null;
  readonly startsAt: Date | null;
  readonly endsAt: Date | null;
  readonly usageLimit: number | null;
  readonly perCustomerLimit: number | null;
  readonly categoryIds: readonly number[];
  readonly productIds: readonly number[];
  readonly active: boolean;
  /** Uses counted and not given back. */
  readonly used: number;
}

export interface PromoLine {
  readonly id: number;
  readonly count: number;
  /** What the shopper pays per unit (the sale price when one applies). */
  readonly unitPriceMinor: number;
  /** The product's category and its ancestors: a code for a category covers its subcategories. */
  readonly categoryPath: readonly number[];
}

export interface PromoCart {
  readonly lines: readonly PromoLine[];
  /** This shopper's uses of the code not given back; null when the shopper is not known yet. */
  readonly customerUses: number | null;
  readonly now: Date;
}

export type PromoDecision =
  | { readonly ok: true; readonly discount: Discount }
  | { readonly ok: false; readonly reason: PromoRefusal };

/** The lines a code covers: its products, or lines in its categories; both lists empty: all. */
export function eligibleLineIds(rule: PromotionRule, lines: readonly PromoLine[]): number[] {
  const everything = rule.categoryIds.length === 0 && rule.productIds.length === 0;
  const products = new Set(rule.productIds);
  const categories = new Set(rule.categoryIds);
  return lines
    .filter(
      (l) => everything || products.has(l.id) || l.categoryPath.some((c) => categories.has(c)),
    )
    .map((l) => l.id);
}

/** `percent` of `amount`, to the grosz, half up. */
export function percentOf(amountMinor: number, percent: number): number {
  return Math.floor((amountMinor * percent + 50) / 100);
}

/**
 * Whether `rule` (null: no such code, or switched off) applies to `cart`, and what it grants.
 * A refusal names the first failing check in the contract's order.
 */
export function applyPromotion(rule: PromotionRule | null, cart: PromoCart): PromoDecision {
  const refuse = (reason: PromoRefusal): PromoDecision => ({ ok: false, reason });
  if (!rule || !rule.active) return refuse('unknown');
  const now = cart.now.getTime();
  if (rule.startsAt && now < rule.startsAt.getTime()) return refuse('not_started');
  if (rule.endsAt && now >= rule.endsAt.getTime()) return refuse('expired');
  if (rule.usageLimit !== null && rule.used >= rule.usageLimit) return refuse('used_up');
  if (
    rule.perCustomerLimit !== null &&
    cart.customerUses !== null &&
    cart.customerUses >= rule.perCustomerLimit
  ) {
    return refuse('per_customer');
  }
  const subtotal = cart.lines.reduce((sum, l) => sum + l.count * l.unitPriceMinor, 0);
  if (rule.minSubtotalMinor !== null && subtotal < rule.minSubtotalMinor) {
    return refuse('min_subtotal');
  }
  const eligibleIds = eligibleLineIds(rule, cart.lines);
  const eligibleTotal = cart.lines
    .filter((l) => eligibleIds.includes(l.id))
    .reduce((sum, l) => sum + l.count * l.unitPriceMinor, 0);
  if (eligibleIds.length === 0 || (rule.kind !== 'free_delivery' && eligibleTotal === 0)) {
    return refuse('not_applicable');
  }
  switch (rule.kind) {
    case 'percent':
      return {
        ok: true,
        discount: { amountMinor: percentOf(eligibleTotal, rule.value), eligibleIds },
      };
    case 'fixed':
      return {
        ok: true,
        discount: { amountMinor: Math.min(rule.value, eligibleTotal), eligibleIds },
      };
    case 'free_delivery':
      return { ok: true, discount: { amountMinor: 0, eligibleIds, freeDelivery: true } };
  }
}

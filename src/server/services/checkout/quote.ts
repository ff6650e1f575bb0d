import type { Quote, QuoteRequest } from '#contracts/checkout';
import type { CartEntry } from '#domain/cart/cart-math';
import { computeTotals } from '#domain/checkout/totals';
import type { Locale } from '#domain/locale';
import { toDecimal } from '#domain/money';
import type { Db } from '#server/db/types';
import type { SettingsService } from '../settings/settings-service';
import { cartEntries, quoteProducts } from './cart-entries';
import { vatRateOf } from '#domain/checkout/totals';
import { checkoutContext } from './checkout-context';

const money = (minor: number | null) => (minor === null ? null : toDecimal(minor));

/**
 * The checkout's summary: the same totals function placement uses, on the same lines, so the
 * page always shows what the order will charge. Lines that cannot be sold are left out (the
 * cart page marks them; placing with them answers 409).
 */
export async function quoteCheckout(
  db: Db,
  settings: SettingsService,
  onlineAvailable: boolean,
  locale: Locale,
  input: { cart?: CartEntry[] | undefined } & Omit<QuoteRequest, 'cart'>,
  userId: string | null,
): Promise<Quote> {
  const { entries } = await cartEntries(db, input.cart, userId);
  const found = await quoteProducts(db, locale, entries);
  const sellable = entries.flatMap((e) => {
    const p = found.get(e.id);
    return p && p.published && p.stock >= e.count ? [{ ...p, count: e.count }] : [];
  });
  const lines = sellable.map((p) => ({
    id: p.id,
    count: p.count,
    unitPriceMinor: p.unitPriceMinor,
    vatRate: vatRateOf(p.vatRate),
    fitsLocker: p.fitsLocker,
  }));
  const ctx = await checkoutContext(db, settings, onlineAvailable, {
    lines,
    deliveryMethod: input.delivery_method,
    promoCode: input.promo_code,
    userId,
    methodField: 'delivery_method',
  });
  const totals = computeTotals({
    lines,
    discount: ctx.discount,
    delivery: ctx.chosen
      ? { priceMinor: ctx.chosen.priceMinor, freeFromMinor: ctx.chosen.freeFromMinor }
      : null,
  });
  return {
    lines: totals.lines.map((l, i) => ({
      id: l.id,
      title: sellable[i]!.title,
      count: l.count,
      price: toDecimal(l.unitPriceMinor),
      total: toDecimal(l.totalMinor),
      vat_rate: l.vatRate,
    })),
    items_total: toDecimal(totals.itemsTotalMinor),
    discount: toDecimal(totals.discountMinor),
    // Each method's own price and threshold; `delivery_price` is what the chosen one costs.
    delivery_methods: ctx.methods.map((m) => ({
      code: m.code,
      kind: m.kind,
      title: m.titles[locale],
      price: toDecimal(m.priceMinor),
      free_from: money(m.freeFromMinor),
      cod: m.cod,
      available: m.kind !== 'locker' || ctx.allFitLocker,
    })),
    delivery_price: toDecimal(totals.deliveryMinor),
    total: toDecimal(totals.totalMinor),
    vat: totals.vat.map((g) => ({
      rate: g.rate,
      net: toDecimal(g.netMinor),
      vat: toDecimal(g.vatMinor),
    })),
    payment_methods: ctx.paymentMethods,
    promo: ctx.promo ? { code: ctx.promo.code, discount: toDecimal(totals.discountMinor) } : null,
  };
}

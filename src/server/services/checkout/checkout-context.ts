import type { Discount, TotalsLine } from '#domain/checkout/totals';
import { validation } from '#domain/errors';
import type { PaymentMethod } from '#domain/payments/payment-state';
import type { Executor } from '#server/db/types';
import { activeMethods, type DeliveryMethodRow } from '../delivery/index';
import { offeredMethods } from '../payments/provider';
import type { SettingsService } from '../settings/settings-service';
import { resolvePromo } from './promo-slot';

export interface CheckoutContext {
  methods: DeliveryMethodRow[];
  /** Every line fits a parcel locker. */
  allFitLocker: boolean;
  chosen: DeliveryMethodRow | null;
  discount: Discount | null;
  promo: { code: string; id: number } | null;
  paymentMethods: PaymentMethod[];
  bank: { account: string; recipient: string };
}

/**
 * What quote and placement both work out from the cart's lines: the delivery methods and
 * whether each can be used, the chosen one, the promotion, the payment methods allowed. A bad
 * delivery method or promo code is a 422 on its field.
 */
export async function checkoutContext(
  executor: Executor,
  settings: SettingsService,
  onlineAvailable: boolean,
  input: {
    lines: readonly (TotalsLine & { fitsLocker: boolean })[];
    deliveryMethod: string | undefined;
    promoCode: string | undefined;
    userId: string | null;
    /** The contact e-mail at placement: a guest's uses of a code are counted by it. */
    email?: string | null;
    /** The field a wrong method is reported on (`delivery_method` or `delivery.method`). */
    methodField: string;
  },
): Promise<CheckoutContext> {
  const methods = await activeMethods(executor);
  const allFitLocker = input.lines.every((l) => l.fitsLocker);
  let chosen: DeliveryMethodRow | null = null;
  if (input.deliveryMethod !== undefined) {
    chosen = methods.find((m) => m.code === input.deliveryMethod) ?? null;
    if (!chosen) throw validation({ [input.methodField]: ['delivery.unknown'] });
    if (chosen.kind === 'locker' && !allFitLocker) {
      throw validation({ [input.methodField]: ['delivery.locker_unfit'] });
    }
  }
  let discount: Discount | null = null;
  let promo: CheckoutContext['promo'] = null;
  if (input.promoCode !== undefined) {
    const result = await resolvePromo(executor, input.promoCode, {
      lines: input.lines,
      userId: input.userId,
      email: input.email ?? null,
    });
    if (!result.ok) throw validation({ promo_code: [result.reason] });
    discount = result.discount;
    promo = { code: result.code, id: result.promotionId };
  }
  const [account, recipient] = await Promise.all([
    settings.get('bank_account', executor),
    settings.get('bank_recipient', executor),
  ]);
  const cod = chosen
    ? chosen.cod
    : methods.some((m) => m.cod && (m.kind !== 'locker' || allFitLocker));
  const paymentMethods = offeredMethods({ online: onlineAvailable, bankAccount: account }).filter(
    (m) => m !== 'cod' || cod,
  );
  return {
    methods,
    allFitLocker,
    chosen,
    discount,
    promo,
    paymentMethods,
    bank: { account, recipient },
  };
}

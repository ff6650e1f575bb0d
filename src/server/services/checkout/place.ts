import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PlaceInput, Placed } from '#contracts/checkout';
import { normalizeNip, postalCodeValid } from '#domain/checkout/invoice-checks';
import { conflict, DomainError, validation, type FieldErrors } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { legalGuaranteeHref } from '#domain/notices';
import { toDecimal } from '#domain/money';
import { paymentDescription } from '#domain/payments/payment-description';
import { cartLines, orders, payments } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import { offeredPoint } from '../delivery/index';
import type { PointSource } from '#server/db/schema/index';
import type { OutboxService } from '../messaging/outbox-service';
import { confirmationMail } from '../orders/confirmation-mail';
import { orderMails } from '../orders/order-mail';
import { insertOrderRows, priceLines } from '../orders/order-rows';
import { transferTitle, type StatusLinks } from '../orders/status-link';
import { takeStock } from '../orders/stock';
import type { PaymentProviders } from '../payments/registry';
import type { SettingsService } from '../settings/settings-service';
import { termsVersion } from '../shop-pages/index';
import { cartEntries } from './cart-entries';
import { vatRateOf } from '#domain/checkout/totals';
import { checkoutContext, type CheckoutContext } from './checkout-context';
import { countPromoUse } from './promo-slot';
import { withdrawalPath } from '#domain/returns/withdrawal-link';

export interface PlaceDeps {
  db: Db;
  outbox: OutboxService;
  settings: SettingsService;
  /** The configured payment providers; `online` takes new online payments. */
  providers: PaymentProviders;
  /** The shop's public origin, for the links in the confirmation. */
  origin: string;
  /** The orders' status links (the guest's proof of the order). */
  links: StatusLinks;
  timeoutMinutes: number;
  shopEmail: string;
  onSoldOut: () => void;
  /** Whose parcel lockers a `locker` order may name (InPost's when configured). */
  pointSource: PointSource;
}

/** 409 `line_unavailable`: these products cannot be sold as asked; nothing was written. */
export type LineUnavailable = DomainError & { ids: number[] };

export function isLineUnavailable(error: unknown): error is LineUnavailable {
  return (
    error instanceof DomainError &&
    error.code === 'line_unavailable' &&
    Array.isArray((error as { ids?: unknown }).ids)
  );
}

function lineUnavailable(ids: number[]): LineUnavailable {
  const error = conflict(
    'line_unavailable',
    'Some products can no longer be sold as asked',
  ) as LineUnavailable;
  error.ids = ids;
  return error;
}

/** Checks that need no database: NIP check digit, postal codes. */
function fieldErrors(input: PlaceInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const address = input.delivery.address;
  if (address && !postalCodeValid(address.postal_code, address.country)) {
    errors['delivery.address.postal_code'] = ['postal_code.invalid'];
  }
  if (input.invoice) {
    if (!normalizeNip(input.invoice.nip)) errors['invoice.nip'] = ['nip.invalid'];
    if (!postalCodeValid(input.invoice.postal_code, 'PL')) {
      errors['invoice.postal_code'] = ['postal_code.invalid'];
    }
  }
  return errors;
}

/** What the chosen method and payment need, checked against the shop's data. */
async function deliveryErrors(
  tx: Executor,
  input: PlaceInput,
  ctx: CheckoutContext,
  onlineOn: boolean,
  pointSource: PointSource,
): Promise<FieldErrors> {
  const method = ctx.chosen!;
  const errors: Record<string, string[]> = {};
  if (method.kind === 'courier' && !input.delivery.address) {
    errors['delivery.address'] = ['required'];
  }
  if (method.kind === 'locker') {
    if (!input.delivery.point) errors['delivery.point'] = ['required'];
    else if (!(await offeredPoint(tx, pointSource, input.delivery.point))) {
      errors['delivery.point'] = ['point.unknown'];
    }
  }
  if (!ctx.paymentMethods.includes(input.payment)) {
    const reason =
      input.payment === 'cod'
        ? 'payment.cod_not_allowed'
        : input.payment === 'online' && !onlineOn
          ? 'payment.online_unavailable'
          : 'payment.transfer_unavailable';
    errors.payment = [reason];
  }
  return errors;
}

/** How the order travels, as one line of text (the back office's address column). */
/**
 * A point as a person finds it: its name when it has one of its own (InPost's points are named
 * by their code, which the order keeps apart), then its street and town, and where it stands
 * there when the carrier says (InPost's "Przy sklepie").
 */
function pointAddress(point: {
  id: string;
  name: string;
  address: string;
  description: string | null;
}): string {
  const named =
    point.name && point.name !== point.id && point.name !== point.address
      ? `${point.name}, ${point.address}`
      : point.address;
  return point.description ? `${named} (${point.description})` : named;
}

function whereText(
  input: PlaceInput,
  ctx: CheckoutContext,
  locale: Locale,
  point: { address: string } | null,
): string {
  const a = input.delivery.address;
  const method = ctx.chosen!;
  if (method.kind === 'courier' && a)
    return `${a.street}, ${a.postal_code} ${a.city}, ${a.country}`;
  if (method.kind === 'locker')
    return `${method.titles[locale]}: ${input.delivery.point?.toUpperCase()}${point ? `, ${point.address}` : ''}`;
  return method.titles[locale];
}

/**
 * Placement (docs/decisions/031-checkout.md). One transaction takes the stock (rows locked),
 * writes the order, its lines with VAT, its payment and both e-mails, and empties the server
 * cart. The Idempotency-Key is taken with an advisory lock first, so a second request with the
 * same key waits for the first and then answers its body: never a second order.
 */
export function createPlacement(deps: PlaceDeps) {
  const { db, outbox, settings } = deps;
  const { online } = deps.providers;

  const statusUrl = deps.links.url;

  /** The answer to a placement: built once, stored, and repeated verbatim for the same key. */
  async function answer(orderId: number): Promise<Placed> {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (order!.checkoutResponse) return order!.checkoutResponse as Placed;
    let [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    // The session is started by the provider the payment was recorded with (a retried
    // placement may come after the shop's choice for `online` changed).
    const provider =
      payment!.method === 'online' ? deps.providers.byName.get(payment!.provider) : undefined;
    if (provider && !payment!.redirectUrl) {
      const session = await provider.start({
        publicId: order!.publicId,
        number: order!.number,
        description: paymentDescription(order!.number, order!.locale),
        totalMinor: order!.totalMinor,
        currency: 'PLN',
        locale: order!.locale,
        email: order!.email ?? '',
        returnUrl: statusUrl(order!.publicId, order!.locale),
        expiresAt: payment!.expiresAt ?? new Date(Date.now() + deps.timeoutMinutes * 60_000),
      });
      await db
        .update(payments)
        .set({ providerSessionId: session.sessionId, redirectUrl: session.redirectUrl })
        .where(and(eq(payments.id, payment!.id), isNull(payments.providerSessionId)));
      [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
    }
    const p = payment!;
    const bank =
      p.method === 'transfer'
        ? {
            account: await settings.get('bank_account'),
            recipient: await settings.get('bank_recipient'),
          }
        : null;
    const built: Placed = {
      order_id: order!.publicId,
      status_url: statusUrl(order!.publicId, order!.locale),
      total: toDecimal(order!.totalMinor),
      payment: {
        method: p.method,
        status: p.status,
        ...(p.redirectUrl ? { redirect_url: p.redirectUrl } : {}),
        ...(bank
          ? {
              transfer: {
                ...bank,
                title: transferTitle(order!.number),
                amount: toDecimal(p.amountMinor),
              },
            }
          : {}),
      },
    };
    // Whoever stores first wins; a concurrent twin then reads the stored one.
    await db
      .update(orders)
      .set({ checkoutResponse: built })
      .where(and(eq(orders.id, orderId), isNull(orders.checkoutResponse)));
    const [stored] = await db
      .select({ body: orders.checkoutResponse })
      .from(orders)
      .where(eq(orders.id, orderId));
    return stored!.body as Placed;
  }

  return {
    async place(
      locale: Locale,
      key: string,
      input: PlaceInput,
      userId: string | null,
    ): Promise<Placed> {
      const fingerprint = createHash('sha256')
        .update(JSON.stringify([userId, locale, input]))
        .digest('base64url');
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${key}`}))`);
        const [existing] = await tx
          .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
          .from(orders)
          .where(eq(orders.idempotencyKey, key));
        if (existing) {
          if (existing.fingerprint !== fingerprint) {
            throw conflict(
              'idempotency_key_reused',
              'This Idempotency-Key was used for another order',
            );
          }
          return { orderId: existing.id, soldOut: false };
        }
        const pure = fieldErrors(input);
        if (Object.keys(pure).length) throw validation(pure);

        const { entries, serverCartId } = await cartEntries(tx, input.cart, userId, { lock: true });
        if (entries.length === 0) throw validation({ cart: ['cart.empty'] });
        const stock = await takeStock(tx, locale, entries);
        if (!stock.ok) throw lineUnavailable([...stock.missing, ...stock.short]);
        // From here on a refusal rolls the stock back with the transaction.
        const lines = stock.lines.map((l) => ({ ...l, vatRate: vatRateOf(l.vatRate) }));
        const ctx = await checkoutContext(tx, settings, Boolean(online), {
          lines,
          deliveryMethod: input.delivery.method,
          promoCode: input.promo_code,
          userId,
          email: input.contact.email,
          methodField: 'delivery.method',
        });
        const errors = await deliveryErrors(tx, input, ctx, Boolean(online), deps.pointSource);
        if (Object.keys(errors).length) throw validation(errors);

        const method = ctx.chosen!;
        const priced = priceLines(stock.lines, {
          discount: ctx.discount,
          delivery: { priceMinor: method.priceMinor, freeFromMinor: method.freeFromMinor },
        });
        const publicId = randomUUID();
        const terms = await termsVersion(tx);
        const point =
          method.kind === 'locker'
            ? await offeredPoint(tx, deps.pointSource, input.delivery.point!)
            : null;
        const where = whereText(input, ctx, locale, point);
        const invoice = input.invoice
          ? { ...input.invoice, nip: normalizeNip(input.invoice.nip)! }
          : null;
        const { id, number } = await insertOrderRows(
          tx,
          {
            publicId,
            userId,
            kind: 'cart',
            name: input.contact.name,
            surname: input.contact.surname,
            phone: input.contact.phone,
            email: input.contact.email,
            address: where,
            comment: input.comment || null,
            locale,
            deliveryMethod: method.code,
            deliveryKind: method.kind,
            deliveryAddress: method.kind === 'courier' ? input.delivery.address! : null,
            deliveryPoint: method.kind === 'locker' ? input.delivery.point!.toUpperCase() : null,
            deliveryPointAddress: point ? pointAddress(point) : null,
            promoCode: ctx.promo?.code ?? null,
            invoice,
            termsVersion: terms,
            statusTokenHash: deps.links.tokenHash(publicId),
            idempotencyKey: key,
            idempotencyFingerprint: fingerprint,
          },
          priced,
          {
            method: input.payment,
            provider: input.payment === 'online' ? online!.name : input.payment,
            expiresAt:
              input.payment === 'online'
                ? new Date(Date.now() + deps.timeoutMinutes * 60_000)
                : null,
          },
        );
        if (ctx.promo) {
          await countPromoUse(tx, ctx.promo.id, id, { userId, email: input.contact.email });
        }
        const mail = confirmationMail({
          number,
          locale,
          name: input.contact.name,
          lines: stock.lines.map((l) => ({
            title: l.title,
            count: l.count,
            withdrawalExempt: l.madeToOrder,
          })),
          totals: priced.totals,
          delivery: { title: method.titles[locale], where: method.kind === 'pickup' ? '' : where },
          payment: input.payment,
          transfer:
            input.payment === 'transfer' ? { ...ctx.bank, title: transferTitle(number) } : null,
          termsVersion: terms,
          statusUrl: statusUrl(publicId, locale),
          withdrawalUrl: `${deps.origin}${withdrawalPath(locale)}`,
          legalGuaranteeUrl: `${deps.origin}${legalGuaranteeHref(locale)}`,
        });
        await outbox.stageEmail(tx, input.contact.email, mail);
        await outbox.stageEmail(
          tx,
          deps.shopEmail,
          orderMails.orderNotice({
            publicId,
            number,
            kind: 'cart',
            name: `${input.contact.name} ${input.contact.surname}`,
            phone: input.contact.phone,
            email: input.contact.email,
            address: where,
            comment: input.comment || null,
            locale,
            totalMinor: priced.totals.totalMinor,
            lines: stock.lines,
          }),
        );
        if (serverCartId !== null) {
          await tx.delete(cartLines).where(eq(cartLines.cartId, serverCartId));
        }
        return { orderId: id, soldOut: stock.soldOut, placed: true };
      });
      if ('placed' in result && result.soldOut) deps.onSoldOut();
      return answer(result.orderId);
    },
  };
}

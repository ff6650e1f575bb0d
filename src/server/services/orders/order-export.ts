import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { and, asc, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { rows } from '#server/db/rows';
import { orders } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { escapeFormula, formatMoney } from '#server/services/shared/csv-cells';
import { createdWithin } from './admin-orders';
import { refundsOfOrders, type OrderRefunds } from './order-refunds';

/** Orders per query: memory stays flat over any date range. */
const PAGE = 1_000;

export const ORDER_EXPORT_COLUMNS = [
  'order_id',
  /** The short number shoppers and staff read (`10042`; docs/rules.md#order-numbers). */
  'number',
  'created_at',
  'status',
  'kind',
  'locale',
  'name',
  'email',
  'phone',
  'address',
  'comment',
  'total',
  'carrier',
  'tracking_number',
  'lines',
  'delivery_method',
  'payment_method',
  'payment_status',
  'invoice_company',
  'invoice_nip',
  'invoice_address',
  'terms_version',
  'refunded',
  'refunded_vat',
] as const;

const lineRow = z.object({ order_id: z.number(), title: z.string(), count: z.number() });
const paymentRow = z.object({ order_id: z.number(), method: z.string(), status: z.string() });

/**
 * Orders created within the days `from`..`to` as CSV, oldest first: a BOM for Excel, CRLF line
 * ends, and every shopper-typed text escaped against formula injection (a name `=HYPERLINK(…)`
 * must stay text in the shop owner's spreadsheet). Pages are read by key.
 */
export function exportOrdersCsv(db: Db, range: { from?: string; to?: string }): Readable {
  return pipeline(
    Readable.from(records(db, range)),
    stringify({ bom: true, record_delimiter: '\r\n' }),
    () => {},
  );
}

/** What went back, and the VAT it corrects by rate ("23%: 16.83; 8%: 3.70"), blank when nothing. */
function refundCells(r: OrderRefunds | undefined): [string, string] {
  if (!r || r.refundedMinor === 0) return ['', ''];
  const vat = r.vat.map((g) => `${g.rate}%: ${formatMoney(g.vatMinor)}`).join('; ');
  return [formatMoney(r.refundedMinor), vat];
}

async function* records(db: Db, range: { from?: string; to?: string }): AsyncGenerator<string[]> {
  yield [...ORDER_EXPORT_COLUMNS];
  const within = createdWithin(range.from, range.to);
  let after = 0;
  for (;;) {
    const page = await db
      .select()
      .from(orders)
      .where(and(...within, gt(orders.id, after)))
      // By id, the order they were placed in: a key that survives the trip through JavaScript,
      // where created_at's microseconds would not.
      .orderBy(asc(orders.id))
      .limit(PAGE);
    if (page.length === 0) return;
    const ids = `{${page.map((o) => o.id).join(',')}}`;
    const lines = await rows(
      db,
      sql`select order_id, title, count from order_lines
          where order_id = any(${ids}::int[]) order by order_id, id`,
      lineRow,
    );
    const paid = new Map(
      (
        await rows(
          db,
          sql`select order_id, method, status from payments where order_id = any(${ids}::int[])`,
          paymentRow,
        )
      ).map((p) => [p.order_id, p]),
    );
    const refunded = await refundsOfOrders(
      db,
      page.map((o) => o.id),
    );
    const linesOf = new Map<number, string[]>();
    for (const l of lines) {
      const list = linesOf.get(l.order_id) ?? [];
      list.push(`${l.title} × ${l.count}`);
      linesOf.set(l.order_id, list);
    }
    const text = (v: string | null) => escapeFormula(v ?? '');
    for (const o of page) {
      yield [
        o.publicId,
        String(o.number),
        o.createdAt.toISOString(),
        o.status,
        o.kind,
        o.locale,
        text(o.name),
        text(o.email),
        text(o.phone),
        text(o.address),
        text(o.comment),
        formatMoney(o.totalMinor),
        text(o.carrier),
        text(o.trackingNumber),
        text((linesOf.get(o.id) ?? []).join('; ')),
        text(o.deliveryMethod),
        paid.get(o.id)?.method ?? '',
        paid.get(o.id)?.status ?? '',
        text(o.invoice?.company ?? null),
        o.invoice?.nip ?? '',
        text(o.invoice ? `${o.invoice.street}, ${o.invoice.postal_code} ${o.invoice.city}` : null),
        o.termsVersion === null ? '' : String(o.termsVersion),
        ...refundCells(refunded.get(o.id)),
      ];
    }
    if (page.length < PAGE) return;
    after = page.at(-1)!.id;
  }
}

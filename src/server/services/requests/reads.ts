import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  REQUESTS_PAGE_SIZE,
  type RequestDetail,
  type RequestList,
  type RequestListQuery,
} from '#contracts/admin/requests';
import { notFound } from '#domain/errors';
import { LOCALES, type Locale } from '#domain/locale';
import { rows } from '#server/db/rows';
import type { Executor } from '#server/db/types';
import { REQUEST_STATUSES } from '#server/db/schema/index';

const EXCERPT = 140;

const requestRow = z.object({
  id: z.number(),
  status: z.enum(REQUEST_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  locale: z.enum(LOCALES),
  product_id: z.number(),
  product_title: z.string().nullable(),
  message: z.string(),
  created_at: z.coerce.date(),
  updated_at: z.coerce.date(),
});
type RequestRow = z.infer<typeof requestRow>;

/**
 * The product's title in the staff member's language, else in the request's (a product may lack
 * a translation only in hand-made data), else its SKU.
 */
const titleOf = (locale: Locale) => sql`coalesce(
  (select t.title from product_translations t where t.product_id = r.product_id and t.locale = ${locale}),
  (select t.title from product_translations t where t.product_id = r.product_id and t.locale = r.locale),
  (select p.sku from products p where p.id = r.product_id))`;

const columns = (locale: Locale) => sql`r.id, r.status, r.name, r.email, r.phone, r.locale,
  r.product_id, ${titleOf(locale)} as product_title, r.message, r.created_at, r.updated_at`;

function summary(row: RequestRow) {
  const { message, created_at, updated_at, product_title, ...rest } = row;
  return {
    ...rest,
    product_title: product_title ?? '',
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
    message,
  };
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat;
}

/** The inbox's reads: newest first (the status-and-date index serves a status filter). */
export function createRequestReads(db: Executor) {
  return {
    async list(query: RequestListQuery, locale: Locale): Promise<RequestList> {
      const where: SQL = query.status ? sql`where r.status = ${query.status}` : sql``;
      const offset = (query.page - 1) * REQUESTS_PAGE_SIZE;
      const [items, [total]] = await Promise.all([
        rows(
          db,
          sql`select ${columns(locale)} from customization_requests r ${where}
              order by r.created_at desc, r.id desc limit ${REQUESTS_PAGE_SIZE} offset ${offset}`,
          requestRow,
        ),
        rows(
          db,
          sql`select count(*)::int as n from customization_requests r ${where}`,
          z.object({ n: z.number() }),
        ),
      ]);
      return {
        items: items.map((row) => {
          const { message, ...rest } = summary(row);
          return { ...rest, excerpt: excerpt(message) };
        }),
        total: total?.n ?? 0,
        limit: REQUESTS_PAGE_SIZE,
      };
    },

    /** The request, its product and the staff's replies (oldest first); 404 when unknown. */
    async detail(id: number, locale: Locale): Promise<RequestDetail> {
      const [row] = await rows(
        db,
        sql`select ${columns(locale)} from customization_requests r where r.id = ${id}`,
        requestRow,
      );
      if (!row) throw notFound('request_not_found', 'No such request');
      const [product] = await rows(
        db,
        sql`select p.id, p.sku from products p where p.id = ${row.product_id}`,
        z.object({ id: z.number(), sku: z.string() }),
      );
      const thread = await rows(
        db,
        sql`select id::int as id, staff_email, body, created_at from request_messages
            where request_id = ${id} order by created_at, id`,
        z.object({
          id: z.number(),
          staff_email: z.string(),
          body: z.string(),
          created_at: z.coerce.date(),
        }),
      );
      const request = summary(row);
      return {
        request,
        product: { id: row.product_id, sku: product?.sku ?? '', title: request.product_title },
        thread: thread.map((m) => ({ ...m, created_at: m.created_at.toISOString() })),
      };
    },
  };
}

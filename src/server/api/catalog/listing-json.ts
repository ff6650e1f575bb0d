import type { FastifyReply } from 'fastify';
import {
  listingResponse,
  productSchema,
  type ListingResponse,
  type Product,
} from '#contracts/catalog';

/**
 * The listing calls' JSON, written from cards serialised once. The catalogue keeps a page's cards
 * between requests (services/catalog/listing-index/card-cache.ts), the same objects each time,
 * so each card is checked against the contract's schema and turned into JSON once, when first
 * sent, instead of on every response: that was a quarter of a listing call's time. A card is
 * never changed in place (a change drops it and a new object is read), so the memo cannot go stale.
 */
const cardJson = new WeakMap<Product, Buffer>();

/** A card's JSON as UTF-8 bytes: encoding 24 cards' text again per response cost more than joining. */
function jsonOfCard(card: Product): Buffer {
  let json = cardJson.get(card);
  if (json === undefined) {
    json = Buffer.from(JSON.stringify(productSchema.parse(card)));
    cardJson.set(card, json);
  }
  return json;
}

const OPEN = Buffer.from('{"products":[');
const COMMA = Buffer.from(',');

/** The rest of a listing's body, checked on every response (it is small). */
const envelope = listingResponse.omit({ products: true });

/** The response body of a `pagination/yet` call, in the contract's shape (`listingResponse`). */
export function listingJson(body: ListingResponse): Buffer {
  const rest = envelope.parse(body);
  const parts: Buffer[] = [OPEN];
  body.products.forEach((card, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(jsonOfCard(card));
  });
  const tail = `],"pagination":${JSON.stringify(rest.pagination)},"page":${JSON.stringify(rest.page)}}`;
  parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}

/** Sends a listing as already-serialised JSON: Fastify sends bytes as they are. */
export function sendListing(reply: FastifyReply, body: ListingResponse): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(listingJson(body));
}

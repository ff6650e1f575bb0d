import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '#contracts/api-paths';
import { localeParam, productIdText } from '#contracts/catalog';
import {
  helpfulResponse,
  myReviewResponse,
  reviewListQuery,
  reviewListResponse,
  reviewParams,
  reviewWriteRequest,
  reviewWriteResponse,
} from '#contracts/reviews';
import { notFound } from '#domain/errors';
import { requireAuth } from '#server/plugins/auth';
import type { Services } from '#server/services/index';
import { noStore } from '#server/api/shared/no-store';
import { byIp, byUser, limit } from '#server/api/shared/rate-limit';

const tags = ['reviews'];
const productParams = z.object({ id: productIdText });
const localeProductParams = z.object({ locale: localeParam, id: productIdText });
const localeQuery = z.strictObject({ locale: localeParam.optional() });
const noBody = z.strictObject({}).nullish();

/**
 * Writes are few for a real shopper (one review per product, a handful of votes); the limits
 * stop a script, counted per account and per address so a fresh account per call does not help.
 */
const WRITE_LIMITS = [
  { name: 'review-write-user', max: 20, minutes: 60, key: byUser },
  { name: 'review-write-ip', max: 60, minutes: 60, key: byIp },
];
const VOTE_LIMITS = [
  { name: 'review-vote-user', max: 100, minutes: 60, key: byUser },
  { name: 'review-vote-ip', max: 300, minutes: 60, key: byIp },
];

/** Shoppers' reviews (docs/decisions/028-reviews.md): read by anyone, written by their authors. */
export default async function reviewRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reviews } = services;
  const writes = limit(app, ...WRITE_LIMITS);
  const votes = limit(app, ...VOTE_LIMITS);

  app.get(
    API.productReviews,
    {
      schema: {
        tags,
        description:
          'A published product’s published reviews, 10 a page; `lang` keeps those written in one language. `average` and `counts` cover every language.',
        params: localeProductParams,
        querystring: reviewListQuery,
        response: { 200: reviewListResponse },
      },
    },
    async (req) => {
      const list = await reviews.list(req.params.id, req.query);
      if (!list) throw notFound('product_not_found', 'Product not found');
      return list;
    },
  );

  app.get(
    API.myReview,
    {
      schema: {
        tags,
        description:
          'The shopper’s own review of the product (any status) and their helpful votes on its reviews.',
        params: productParams,
        response: { 200: myReviewResponse },
      },
      config: { auth: true },
      onSend: noStore,
    },
    async (req) => reviews.mine(requireAuth(req).userId, req.params.id),
  );

  app.post(
    API.reviewCreate,
    {
      schema: {
        tags,
        description:
          '201 `{ id, status }`: `published` at once only for a verified purchase when the shop auto-publishes those. A second review of the product: 409 `review_exists`. `?locale=` records the language it is written in (else the shopper’s).',
        params: productParams,
        querystring: localeQuery,
        body: reviewWriteRequest,
        response: { 201: reviewWriteResponse },
      },
      config: { auth: true },
      onRequest: writes,
      onSend: noStore,
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await reviews.create(requireAuth(req).userId, req.params.id, req.query.locale, req.body),
        ),
  );

  app.put(
    API.review,
    {
      schema: {
        tags,
        description: 'Change one’s own review; it goes back to moderation. Another’s: 404.',
        params: reviewParams,
        body: reviewWriteRequest,
        response: { 200: reviewWriteResponse },
      },
      config: { auth: true },
      onRequest: writes,
      onSend: noStore,
    },
    async (req) => reviews.update(requireAuth(req).userId, req.params.id, req.body),
  );

  app.delete(
    API.review,
    {
      schema: {
        tags,
        description: 'Delete one’s own review (204). Another’s: 404.',
        params: reviewParams,
        body: noBody,
      },
      config: { auth: true },
      onRequest: writes,
      onSend: noStore,
    },
    async (req, reply) => {
      await reviews.remove(requireAuth(req).userId, req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    API.reviewHelpful,
    {
      schema: {
        tags,
        description:
          'Mark a published review helpful: once per shopper (again: no change), never one’s own (403 `own_review`). Answers the new count.',
        params: reviewParams,
        body: noBody,
        response: { 200: helpfulResponse },
      },
      config: { auth: true },
      onRequest: votes,
      onSend: noStore,
    },
    async (req) => reviews.helpful(requireAuth(req).userId, req.params.id),
  );
}

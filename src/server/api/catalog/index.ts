import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryTreeResponse, listingResponse, localeParam } from '../../../contracts/catalog';
import { formatPageValue } from '../../../domain/pagination/page-value';
import { notFound } from '../../../domain/errors';
import type { Services } from '../../services/index.js';
import { listingQuerystring, parseListingQuery } from './listing-query.js';

const categoryId = z.coerce.number().int().positive().max(2_147_483_647);

/** Listing and catalogue calls of spec section 7, at their exact paths. */
export default async function catalogRoutes(fastify: FastifyInstance, { services }: { services: Services }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog } = services;

  app.get(
    '/api/client/:locale/category/tree',
    { schema: { tags: ['catalog'], params: z.object({ locale: localeParam }), response: { 200: categoryTreeResponse } } },
    async (req) => ({ data: await catalog.menu(req.params.locale) }),
  );

  app.get(
    '/api/client/:locale/catalog/:categoryId/pagination/yet',
    {
      schema: {
        tags: ['catalog'],
        description: 'More catalogue products (load more / next page)',
        params: z.object({ locale: localeParam, categoryId }),
        querystring: listingQuerystring,
        response: { 200: listingResponse },
      },
    },
    async (req) => {
      const query = parseListingQuery(req.query);
      const listing = await catalog.listProducts({ locale: req.params.locale, categoryId: req.params.categoryId, ...query });
      if (listing.total === 0 && !(await catalog.categoryExists(req.params.categoryId))) {
        throw notFound('category_not_found', 'Category not found');
      }
      return { products: listing.products, pagination: { limit: listing.limit, lastPage: listing.lastPage }, page: formatPageValue(query.page) };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryTreeResponse,
  galleryResponse,
  listingResponse,
  localeParam,
  productDataSchema,
  suggestResponse,
} from '#contracts/catalog';
import { DEFAULT_LOCALE } from '#domain/locale';
import { formatPageValue } from '#domain/pagination/page-value';
import { notFound, validation } from '#domain/errors';
import type { Services } from '#server/services/index';
import type { ListingResult, ListingScope } from '#server/services/catalog/listing';
import { listingQuerystring, parseListingQuery } from './listing-query';
import { sendListing } from './listing-json';
import { API } from '#contracts/api-paths';
import { cachedJson } from '#server/plugins/page-cache/json-answers';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const tags = ['catalog'];

/**
 * Listing and catalogue calls at their fixed paths (docs/rules.md#calls, API in contracts/api-paths).
 * The listing and count answers are public: kept in the page cache (`cachedJson`, page-cache/json-answers.ts).
 */
export default async function catalogRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalog } = services;

  /** The four `pagination/yet` calls share one shape: scope + query-string -> one page. */
  const listing = async (scope: ListingScope, raw: Record<string, string>) => {
    const query = parseListingQuery(raw);
    if (scope.categoryId !== undefined && !(await catalog.categoryExists(scope.categoryId))) {
      throw notFound('category_not_found', 'Category not found');
    }
    const result: ListingResult = await catalog.listProducts({
      ...scope,
      ...query,
      search: query.search ?? scope.search,
    });
    return {
      products: result.products,
      pagination: { limit: result.limit, lastPage: result.lastPage },
      page: formatPageValue(query.page),
    };
  };
  const listingSchema = <P extends z.ZodObject>(params: P, description: string) => ({
    tags,
    description,
    params,
    querystring: listingQuerystring,
    response: { 200: listingResponse },
  });

  app.get(
    API.categoryTree,
    {
      schema: {
        tags,
        description: 'Menu: categories and presets',
        params: z.object({ locale: localeParam }),
        response: { 200: categoryTreeResponse },
      },
    },
    async (req) => ({ data: await catalog.menu(req.params.locale) }),
  );

  app.get(
    API.catalogPage,
    {
      ...cachedJson(),
      schema: listingSchema(
        z.object({ locale: localeParam, categoryId: id }),
        'More catalogue products',
      ),
    },
    async (req, reply) =>
      sendListing(
        reply,
        await listing({ locale: req.params.locale, categoryId: req.params.categoryId }, req.query),
      ),
  );

  app.get(
    API.searchPage,
    {
      ...cachedJson(),
      schema: listingSchema(
        z.object({ locale: localeParam }),
        'More search results (needs `search`)',
      ),
    },
    async (req, reply) => {
      if (!req.query.search?.trim()) throw validation({ search: ['is required'] });
      return sendListing(reply, await listing({ locale: req.params.locale }, req.query));
    },
  );

  app.get(
    API.searchSuggest,
    {
      schema: {
        tags,
        description:
          'Suggestions while typing: a few products and categories (fewer than 2 characters: none)',
        params: z.object({ locale: localeParam }),
        querystring: z.object({ search: z.string().max(100) }).strict(),
        response: { 200: suggestResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=60');
      return catalog.suggest(req.params.locale, req.query.search);
    },
  );

  app.get(
    API.salesSearchPage,
    {
      ...cachedJson(),
      schema: listingSchema(
        z.object({}),
        'More products on sale; `locale` (pl, en, ru) in the query, default pl',
      ),
    },
    async (req, reply) => {
      const { locale = DEFAULT_LOCALE, ...rest } = req.query;
      const parsed = localeParam.safeParse(locale);
      if (!parsed.success) throw validation({ locale: ['must be pl, en or ru'] });
      return sendListing(reply, await listing({ locale: parsed.data, saleOnly: true }, rest));
    },
  );

  app.get(
    API.salesPage,
    {
      ...cachedJson(),
      schema: listingSchema(
        z.object({ locale: localeParam, categoryId: id }),
        'More products on sale in a category',
      ),
    },
    async (req, reply) =>
      sendListing(
        reply,
        await listing(
          { locale: req.params.locale, categoryId: req.params.categoryId, saleOnly: true },
          req.query,
        ),
      ),
  );

  const count = async (
    locale: z.infer<typeof localeParam>,
    categoryId: number,
    raw: Record<string, string>,
  ) => {
    if (!(await catalog.categoryExists(categoryId)))
      throw notFound('category_not_found', 'Category not found');
    const { filters, search } = parseListingQuery(raw);
    return {
      count: await catalog.countProducts({
        locale,
        categoryId,
        filters,
        ...(search ? { search } : {}),
      }),
    };
  };
  const countSchema = <P extends z.ZodObject>(params: P) => ({
    tags,
    description: 'How many products a filter set shows',
    params,
    querystring: listingQuerystring,
    response: { 200: z.object({ count: z.number().int() }) },
  });
  app.get(
    API.catalogCountDefaultLocale,
    { ...cachedJson(), schema: countSchema(z.object({ categoryId: id })) },
    async (req) => count(DEFAULT_LOCALE, req.params.categoryId, req.query),
  );
  app.get(
    API.catalogCount,
    { ...cachedJson(), schema: countSchema(z.object({ locale: localeParam, categoryId: id })) },
    async (req) => count(req.params.locale, req.params.categoryId, req.query),
  );

  app.get(
    API.productData,
    {
      schema: {
        tags,
        description: 'A list whose first item is the product',
        params: z.object({ locale: localeParam, id }),
        response: { 200: z.array(productDataSchema) },
      },
    },
    async (req) => {
      const product = await catalog.productData(req.params.locale, req.params.id);
      if (!product) throw notFound('product_not_found', 'Product not found');
      return [product];
    },
  );

  app.get(
    API.productGallery,
    {
      schema: {
        tags,
        description: 'Gallery images of a product',
        querystring: z.object({ product: id, locale: localeParam.optional() }).strict(),
        response: { 200: galleryResponse },
      },
    },
    async (req) => {
      const images = await catalog.gallery(req.query.product, req.query.locale ?? DEFAULT_LOCALE);
      if (!images) throw notFound('product_not_found', 'Product not found');
      return { images };
    },
  );
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#domain/errors';
import { shopOrigin } from '#server/config';
import type { Services } from '#server/services/index';
import { sitemapIndexXml, sitemapXml } from '#server/services/seo/sitemap-service';

/** sitemap.xml: an index of one file of pages and N files of products, every locale. */
export default async function seoRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { seo: sitemap, config } = services;
  // PUBLIC_URL, never the request's Host: a CDN keeps these for everyone, whatever Host it saw.
  const origin = () => shopOrigin(config);
  const xml = (reply: FastifyReply, body: string) =>
    reply
      .header('Content-Type', 'application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(body);

  app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /*/cart\nDisallow: /*/account\n\nSitemap: ${origin()}/sitemap.xml\n`,
      ),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const count = await sitemap.productSitemapCount();
    const files = [
      '/sitemaps/pages.xml',
      ...Array.from({ length: count }, (_, i) => `/sitemaps/products-${i + 1}.xml`),
    ];
    return xml(reply, sitemapIndexXml(origin(), files));
  });

  app.get('/sitemaps/pages.xml', { schema: { hide: true } }, async (req, reply) =>
    xml(reply, sitemapXml(origin(), await sitemap.pages())),
  );

  app.get(
    '/sitemaps/products-:n.xml',
    { schema: { hide: true, params: z.object({ n: z.coerce.number().int().min(1).max(10_000) }) } },
    async (req, reply) => {
      const pages = await sitemap.products(req.params.n - 1);
      if (pages.length === 0) throw notFound('sitemap_not_found', 'No such sitemap');
      return xml(reply, sitemapXml(origin(), pages));
    },
  );
}

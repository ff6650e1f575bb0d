import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { compareListQuery, compareQuery, compareResponse } from '#contracts/compare';
import { DEFAULT_LOCALE } from '#domain/locale';
import type { Services } from '#server/services/index';
import { byIp, limit, type Limit } from '#server/api/shared/rate-limit';
import { compareCookie } from './cookie';
import { noStore } from '#server/api/shared/no-store';
import { API } from '#contracts/api-paths';

const tags = ['compare'];
const note =
  ' Answers `{products, url}`; `?locale=` (pl, en, ru; default pl) sets the language of titles, attributes and url.';
/**
 * The three calls that change state are GETs (their fixed paths: docs/rules.md#comparison), so
 * they take the full CSRF check (`X-Requested-With`, `X-CSRF-TOKEN`, same-site Origin), as
 * docs/rules.md#calls asks of any
 * state-changing call; the header alone would already stop a cross-site page (a custom header
 * needs a CORS preflight, which this server never grants), the token adds the same defence
 * every POST has, at no cost to the browser, which sends it on every call anyway.
 */
const changes = { csrf: true };
/** Each new visitor's first add creates a row: a per-address ceiling keeps a script from flooding the table. */
const addIp: Limit = { name: 'compare-add-ip', max: 120, minutes: 1, key: byIp };

/** Compare calls (docs/rules.md#comparison): guests too, bound to a cookie. */
export default async function compareRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { compare } = services;
  const cookie = compareCookie(services);

  // Each answer is one browser's list: never cached by a browser, proxy or CDN.
  app.addHook('onSend', noStore);

  app.get(
    API.compareGet,
    {
      schema: {
        tags,
        description: `This browser’s compare list (no cookie: empty, nothing created).${note}`,
        querystring: compareListQuery,
        response: { 200: compareResponse },
      },
    },
    async (req) => compare.get(cookie.sessionOf(req), req.query.locale ?? DEFAULT_LOCALE),
  );

  app.get(
    API.compareSet,
    {
      schema: {
        tags,
        description: `Add a product at the end (already there: no change; unknown: 404; full: 422).${note}`,
        querystring: compareQuery,
        response: { 200: compareResponse },
      },
      config: changes,
      onRequest: limit(app, addIp),
    },
    async (req, reply) => {
      const { product, locale = DEFAULT_LOCALE } = req.query;
      const { sessionId, data } = await compare.add(cookie.sessionOf(req), product, locale);
      cookie.keep(reply, sessionId);
      return data;
    },
  );

  app.get(
    API.compareDelete,
    {
      schema: {
        tags,
        description: `Remove a product (one not on the list: no change).${note}`,
        querystring: compareQuery,
        response: { 200: compareResponse },
      },
      config: changes,
    },
    async (req, reply) => {
      const { product, locale = DEFAULT_LOCALE } = req.query;
      const session = cookie.sessionOf(req);
      const { alive, data } = await compare.remove(session, product, locale);
      if (session && alive) cookie.keep(reply, session);
      else if (req.cookies[cookie.name]) cookie.drop(reply);
      return data;
    },
  );

  app.get(
    API.compareClear,
    {
      schema: {
        tags,
        description: `Empty the list and end the session.${note}`,
        querystring: compareListQuery,
        response: { 200: compareResponse },
      },
      config: changes,
    },
    async (req, reply) => {
      const data = await compare.clear(cookie.sessionOf(req));
      if (req.cookies[cookie.name]) cookie.drop(reply);
      return data;
    },
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, notFound, unsupportedMediaType, validation } from '#domain/errors';
import { cleanSearchText, isStorableText } from '#domain/text';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A server-rendered page (plugins/web.ts): bad text in its query is a 400, not a form's 422. */
    page?: boolean;
  }
}

/**
 * Query parameters a shopper types into a search box: cleaned (control characters become spaces)
 * rather than refused, in every route that reads one. Pages are not cleaned: see below.
 */
const CLEANED_QUERY = new Set(['search']);
const UTF8 = new Set(['utf-8', 'utf8']);
const NO_BODY = new Set(['GET', 'HEAD']);

/**
 * The edge every request passes before any route sees it (docs/decisions/013-hostile-input.md):
 * - a body declared in another charset than UTF-8 is 415: every parser here reads UTF-8, and
 *   reading latin1 or UTF-16 as UTF-8 stores garbage;
 * - text PostgreSQL cannot store (NUL, lone surrogates; domain/text.ts) is refused before a
 *   query meets it: in a path it names nothing (404), in a query or a body it is input (422 with
 *   the field map), in a page's query 400 (a page address we never link to). Only `search` is
 *   cleaned instead, in the API, where the box's text is echoed back as typed.
 */
async function inputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const type = request.headers['content-type'];
    if (!type || NO_BODY.has(request.method)) return;
    for (const [, , charset = ''] of type.matchAll(/;\s*charset\s*=\s*("?)([^";\s]*)\1/gi)) {
      if (!UTF8.has(charset.toLowerCase()))
        throw unsupportedMediaType('unsupported_charset', 'Request bodies are read as UTF-8 only');
    }
  });

  app.addHook('preValidation', async (request) => {
    // Unknown addresses answer 404 whatever their query says.
    if (request.is404) return;
    if (unstorablePaths(request.params).length > 0) throw notFound();
    const page = request.routeOptions.config?.page === true;
    if (!page) cleanQuery(request);
    const fields = [...unstorablePaths(request.query), ...unstorablePaths(request.body)];
    if (fields.length === 0) return;
    if (page) throw badRequest('invalid_character', 'The address has characters it cannot have');
    throw invalidCharacters(fields);
  });
}

/**
 * The same refusal for a body a route reads after this guard ran (a multipart request's JSON
 * field, routes/returns): text PostgreSQL cannot store is 422 with the field map.
 */
export function guardBody(body: unknown): void {
  const fields = unstorablePaths(body);
  if (fields.length > 0) throw invalidCharacters(fields);
}

function invalidCharacters(fields: string[]) {
  return validation(
    Object.fromEntries(fields.map((field) => [field, ['text.invalid_character']])),
    'invalid_character',
  );
}

function cleanQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  for (const key of CLEANED_QUERY) {
    const value = query[key];
    if (typeof value === 'string') query[key] = cleanSearchText(value);
    else if (Array.isArray(value))
      query[key] = value.map((v) => (typeof v === 'string' ? cleanSearchText(v) : v));
  }
}

/**
 * Where in a parsed input (`cart.0.title`; `_` for the whole) a string or a key cannot be stored.
 * Only plain objects and arrays are walked (what JSON and query parsers make: never a stream or
 * a buffer), each once (a multipart body's parts point back at their list), with a stack instead
 * of recursion, so a deeply nested body cannot exhaust it.
 */
function unstorablePaths(input: unknown): string[] {
  const found = new Set<string>();
  const seen = new WeakSet<object>();
  const stack: [unknown, string][] = [[input, '']];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [value, path] = item;
    if (typeof value === 'string') {
      if (!isStorableText(value)) found.add(path || '_');
    } else if (isPlainContainer(value) && !seen.has(value)) {
      seen.add(value);
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) found.add(path || '_');
        else stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return [...found];
}

function isPlainContainer(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  // The query parser's objects have a prototype that itself has none (fast-querystring).
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

export default fp(inputGuard, { name: 'input-guard' });

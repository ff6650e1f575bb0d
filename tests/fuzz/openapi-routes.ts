/**
 * The routes to fuzz, read from the app's own OpenAPI document, so a route added later (the back
 * office's `/api/admin/*`) is fuzzed without anyone listing it here.
 */

/** The subset of JSON Schema that fastify-type-provider-zod emits and the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

export interface FuzzParam {
  name: string;
  schema: JsonSchema;
}

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI form: `/api/client/{locale}/get-product-data/{id}`. */
  path: string;
  pathParams: FuzzParam[];
  queryParams: FuzzParam[];
  /** The route reads the bearer token (its `security` names it, required or optional). */
  readsToken: boolean;
  /** The query takes any parameter (a record schema: the listing filters). */
  openQuery: boolean;
  /** The JSON body's schema, when the route declares one. */
  body?: JsonSchema;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        security?: Record<string, string[]>[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/**
 * A record querystring (`z.record`, the listing filters) comes out of the zod transform as
 * parameters named after the schema's own keywords; they are not real parameter names.
 */
const SCHEMA_WORDS = new Set(['type', 'additionalProperties', 'description', 'propertyNames']);

export function routesOf(doc: unknown): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries((doc as OpenApiDoc).paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pick = (where: string) =>
        parameters
          .filter((p) => p.in === where && !(where === 'query' && SCHEMA_WORDS.has(p.name)))
          .map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      const body = operation.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method: method.toUpperCase() as FuzzRoute['method'],
        path,
        pathParams: pick('path'),
        queryParams: pick('query'),
        openQuery: parameters.some((p) => p.in === 'query' && p.name === 'additionalProperties'),
        readsToken: (operation.security ?? []).some((s) => 'bearer' in s),
        ...(body ? { body } : {}),
      });
    }
  }
  return routes;
}

const INT = { type: 'integer', minimum: 1, maximum: 2 ** 31 - 1 } satisfies JsonSchema;

/**
 * Routes hidden from the document (`schema: { hide: true }`) that read input all the same; the
 * rest of the hidden ones (API docs, the CSRF token, health) take none worth fuzzing.
 */
export const HIDDEN_ROUTES: FuzzRoute[] = [
  ['/media/products/{id}/{n}.svg', ['id', 'n']],
  ['/media/categories/{id}.svg', ['id']],
  ['/media/posts/{id}.svg', ['id']],
  ['/sitemaps/products-{n}.xml', ['n']],
].map(([path, names]) => ({
  method: 'GET' as const,
  path: path as string,
  pathParams: (names as string[]).map((name) => ({ name, schema: INT })),
  queryParams: [],
  openQuery: false,
  readsToken: false,
}));

/** `METHOD /path` for messages. */
export const routeName = (route: FuzzRoute) => `${route.method} ${route.path}`;

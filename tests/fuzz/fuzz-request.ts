import fc from 'fast-check';
import type { FuzzWorld, Identity } from './fuzz-world';
import {
  fittingValue,
  hostileJson,
  hostileNumber,
  hostileString,
  pct,
  rawEscape,
  valueFor,
} from './hostile';
import type { FuzzParam, FuzzRoute, JsonSchema } from './openapi-routes';

/** One generated request, ready for `app.inject`. */
export interface FuzzRequest {
  identity: Identity;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const IDENTITIES = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Identity>('guest') },
  { weight: 4, arbitrary: fc.constant<Identity>('user') },
  { weight: 2, arbitrary: fc.constant<Identity>('foreign-user') },
  {
    weight: 2,
    arbitrary: fc.constantFrom<Identity>(
      'deleted-user',
      'not-a-uuid',
      'wrong-key',
      'expired',
      'garbage',
    ),
  },
);

/**
 * On back-office routes, the back office's people too, as often as the rest together. Not on
 * logout: a fuzzed logout would end the session every later back-office request relies on.
 */
const ADMIN_IDENTITIES = fc.oneof(
  { weight: 11, arbitrary: IDENTITIES },
  { weight: 11, arbitrary: fc.constantFrom<Identity>('staff', 'owner') },
);
/**
 * Deleting one's account with the right password (which the hostile values include) succeeds:
 * the world's shoppers must outlive the fuzz, so this route meets everybody but them.
 */
const ACCOUNT_DELETION_IDENTITIES = fc.constantFrom<Identity>(
  'guest',
  'deleted-user',
  'not-a-uuid',
  'wrong-key',
  'expired',
  'garbage',
);
const isAccountDeletion = (route: FuzzRoute) =>
  route.method.toUpperCase() === 'DELETE' && route.path === '/api/client/auth/me';

const isAdminRoute = (route: FuzzRoute) =>
  route.path.startsWith('/api/admin/') && route.path !== '/api/admin/auth/logout';

/** Query values that mean something to some route, at and past their limits. */
const KNOWN_VALUES: Record<string, string[]> = {
  page: ['1', '2', '1-3', '3-1', '0', '-1', '1000000', '1000001', '1-11', '99999999999'],
  price: [
    '0-100',
    '100-50',
    '0-21474835',
    '0-21474836',
    '0-21474837',
    '0-999999999999',
    '21474837-999999999999',
    '1e3-2e3',
    '-5-3',
  ],
  sort: ['price-asc', 'price-desc', 'newest', 'name', 'relevance', 'cheapest'],
  locale: ['pl', 'en', 'ru', 'de', 'PL'],
  status: ['new', 'confirmed', 'shipped', 'pending', 'published', 'x'],
  dry_run: ['1', '0', 'true'],
};
const EXTRA_KEYS = [
  ...Object.keys(KNOWN_VALUES),
  'search',
  'product',
  'color',
  'category_id',
  'id',
  'limit',
  'count',
  'utm_source',
  '__proto__',
  'constructor',
  'a[b]',
];

const CONTENT_TYPES = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'application/json; charset="ISO-8859-2"',
      'text/plain',
      'text/csv',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; boundary=x; charset=',
    ),
  },
);

/** Raw bodies that are not what the schema wants, or not JSON at all. */
const RAW_BODIES = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '[]',
    'null',
    '"text"',
    '0',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    `{"a":${'['.repeat(3_000)}${']'.repeat(3_000)}}`,
    `{"cart":"${'x'.repeat(70_000)}"}`,
    '\u0000',
  ),
  hostileJson.map((v) => JSON.stringify(v) ?? 'null'),
  hostileString,
);

/**
 * The text of a path or query parameter. Paths get mostly fitting values: a path that names
 * nothing stops at the router, before the rest of the request is looked at.
 */
function textFor(
  param: FuzzParam,
  world: FuzzWorld,
  where: 'path' | 'query',
): fc.Arbitrary<string> {
  const fitting = (where === 'path' ? fittingValue : valueFor)(param.schema, world, param.name).map(
    (v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
  );
  const fittingWeight = where === 'path' ? 12 : 4;
  // Own keys only: a parameter named `constructor` must not find Object.prototype's.
  const known = Object.hasOwn(KNOWN_VALUES, param.name) ? KNOWN_VALUES[param.name] : undefined;
  return fc.oneof(
    { weight: fittingWeight, arbitrary: fitting },
    { weight: known ? 3 : 0, arbitrary: fc.constantFrom(...(known ?? [''])) },
    { weight: where === 'path' ? 2 : 3, arbitrary: hostileString },
    { weight: 1, arbitrary: hostileNumber.map(String) },
  );
}

/** An encoded address piece, now and then with a broken escape glued on. */
const encoded = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(
      text,
      fc.oneof({ weight: 19, arbitrary: fc.constant('') }, { weight: 1, arbitrary: rawEscape }),
    )
    .map(([value, raw]) => `${pct(value)}${raw}`);

function queryFor(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<string> {
  const declared = route.queryParams.map((param) =>
    fc.option(
      encoded(textFor(param, world, 'query')).map((v) => `${pct(param.name)}=${v}`),
      { freq: 4 },
    ),
  );
  const extraKey = fc.oneof(
    // What every listing reads (decision 013: search and price used to fail): a listing refuses
    // any name that is not a filter, so other names stop a request before the database.
    { weight: 6, arbitrary: fc.constantFrom('search', 'price', 'page', 'sort', 'color') },
    { weight: 2, arbitrary: fc.constantFrom(...EXTRA_KEYS) },
    { weight: 1, arbitrary: hostileString },
  );
  const extra = extraKey.chain((key) =>
    encoded(textFor({ name: key, schema: { type: 'string' } }, world, 'query')).map(
      (v) => `${pct(key)}=${v}`,
    ),
  );
  return fc
    .tuple(
      fc.tuple(...declared),
      // A strict query refuses any other parameter: leave them out half the time there.
      route.openQuery
        ? fc.array(extra, { minLength: 1, maxLength: 4 })
        : fc.oneof(fc.constant([]), fc.array(extra, { minLength: 1, maxLength: 4 })),
    )
    .map(([own, more]) => [...own.filter((p): p is string => p !== null), ...more].join('&'));
}

function pathFor(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<string> {
  const values = route.pathParams.map((param) => encoded(textFor(param, world, 'path')));
  return fc.tuple(...values).map((encodedValues) => {
    let path = route.path;
    route.pathParams.forEach((param, i) => {
      path = path.replace(`{${param.name}}`, encodedValues[i] || 'x');
    });
    return path;
  });
}

function bodyFor(schema: JsonSchema | undefined, world: FuzzWorld) {
  const fitting = schema
    ? valueFor(schema, world).map((v) => JSON.stringify(v) ?? 'null')
    : fc.constant(undefined);
  return fc.oneof(
    { weight: schema ? 8 : 6, arbitrary: fitting },
    { weight: 2, arbitrary: RAW_BODIES },
  );
}

/** A hostile request for `route`, as one of the world's identities. */
export function requestFor(route: FuzzRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      identity: isAdminRoute(route)
        ? ADMIN_IDENTITIES
        : isAccountDeletion(route)
          ? ACCOUNT_DELETION_IDENTITIES
          : IDENTITIES,
      method: fc.oneof(
        { weight: 19, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
      ),
      path: pathFor(route, world),
      query: queryFor(route, world),
      csrf: fc.oneof(
        { weight: 8, arbitrary: fc.constant('valid') },
        { weight: 1, arbitrary: fc.constantFrom('none', 'wrong') },
      ),
      compare: fc.constantFrom('none', 'none', 'valid', 'forged'),
      body: bodyFor(route.body, world),
      contentType: CONTENT_TYPES,
      ip: fc.integer({ min: 1, max: 2 ** 24 - 1 }),
    })
    .map((r) => {
      const cookies = [world.csrf.cookie ?? ''];
      if (r.compare === 'valid') cookies.push(world.compareCookie);
      if (r.compare === 'forged') cookies.push('sf_compare=00000000-0000-4000-8000-000000000000.x');
      if (r.identity === 'staff' || r.identity === 'owner')
        cookies.push(world.staffCookies[r.identity]);
      const headers: Record<string, string> = {
        cookie: cookies.filter(Boolean).join('; '),
        'x-forwarded-for': `10.${(r.ip >> 16) & 255}.${(r.ip >> 8) & 255}.${r.ip & 255}`,
      };
      if (r.csrf !== 'none') {
        headers['x-requested-with'] = 'XMLHttpRequest';
        headers['x-csrf-token'] = r.csrf === 'valid' ? (world.csrf['x-csrf-token'] ?? '') : 'x';
      }
      if (r.identity !== 'guest' && r.identity !== 'staff' && r.identity !== 'owner')
        headers.authorization = `Bearer ${world.tokens[r.identity]}`;
      const sendsBody = r.body !== undefined && r.method !== 'GET';
      if (sendsBody) headers['content-type'] = r.contentType;
      return {
        identity: r.identity,
        method: r.method,
        url: r.query ? `${r.path}?${r.query}` : r.path,
        headers,
        ...(sendsBody ? { payload: r.body } : {}),
      };
    });
}

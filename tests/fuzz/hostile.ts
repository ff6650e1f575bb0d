import fc from 'fast-check';
import type { JsonSchema } from './openapi-routes';

/**
 * Generators of hostile input (decision 013): wrong types, extremes, NUL and control characters,
 * lone surrogates, huge strings, unknown fields. Values a valid request would carry are mixed in,
 * so a request gets past validation often enough to reach the services and the database.
 */

const NUMBERS = [
  0,
  -1,
  1,
  99,
  100,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  1e308,
  -1e308,
  0.5,
  1e-7,
];

const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ude00\ud83d',
  '\u0001\u001f\u007f',
  '\t\r\n',
  '\u202e\u200b\ufeff\uffff',
  '😀',
  'İı ß ﬃ',
  "' or '1'='1' --",
  '"; drop table users; --',
  '../../etc/passwd',
  '%00',
  '%',
  '%ZZ',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  ' 1',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '0-21474836',
  '0-999999999999',
];

/** Characters PostgreSQL cannot store, or that control characters, direction marks and BOMs. */
const BAD_CHARACTERS = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0001',
  '\u001b',
  '\u007f',
  '\u202e',
  '\ufeff',
];

/**
 * A string with a bad character slipped in: what gets past every check that only looks at
 * length or emptiness, and so reaches the database (the NUL of decision 013).
 */
export function taint(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.constantFrom(...BAD_CHARACTERS), fc.nat()).map(([word, bad, at]) => {
    const i = at % (word.length + 1);
    return `${word.slice(0, i)}${bad}${word.slice(i)}`;
  });
}

const tainted = taint(fc.constantFrom('oak', 'lamp', 'red', 'Anna', 'a@example.com', '12'));

/** Strings short and long, with characters a database, a parser or a template may choke on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: tainted },
  { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
  // Any code point, lone surrogates and control characters included.
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 4, arbitrary: fc.constantFrom(...STRINGS) },
  { weight: 1, arbitrary: fc.constantFrom(300, 5_000, 70_000).map((n) => 'x'.repeat(n)) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(...NUMBERS),
  fc.double({ noNaN: true }),
);

/** Anything JSON can carry, hostile strings and numbers preferred. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      {
        maxKeys: 3,
      },
    ),
  ),
})).value;

/** Realistic values for fields known by name, so that bodies pass validation now and then. */
export interface Hints {
  ids: number[];
  words: string[];
  emails: string[];
  phones: string[];
  shareUrl: string;
}

/** Mostly the first (valid) choices, now and then the others. */
const mostly = <T>(valid: T[], other: T[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.constantFrom(...other) },
  );

function stringFor(name: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<string> {
  if (/email/i.test(name)) return mostly([...hints.emails, 'new@example.com'], ['not-an-email']);
  if (/phone/i.test(name)) return mostly(hints.phones, ['+48 600-100-200', '600']);
  if (/password/i.test(name)) return mostly(['correct horse 42'], ['short1', 'password1']);
  if (name === 'url') return mostly([hints.shareUrl], [`${hints.shareUrl}x`, '/']);
  if (/locale/i.test(name)) return mostly(['pl', 'en', 'ru'], ['de']);
  if (schema.pattern?.includes('[0-9]')) return mostly(hints.ids.map(String), ['0']);
  const max = Math.min(schema.maxLength ?? 40, 40);
  const min = Math.min(schema.minLength ?? 0, max);
  return fc.oneof(fc.constantFrom(...hints.words), fc.string({ minLength: min, maxLength: max }));
}

function numberFor(name: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<number> {
  if (/id$|product/i.test(name)) return fc.constantFrom(...hints.ids, 0, 999_999);
  const min = schema.minimum ?? -1_000;
  const max = schema.maximum ?? 1_000;
  return schema.type === 'integer'
    ? fc.integer({ min, max })
    : fc.double({ min, max, noNaN: true });
}

/**
 * A value for `schema`: mostly one that fits (so that some requests reach the services), with a
 * hostile value anywhere in the tree now and then (so that the rest find the edges).
 */
export function valueFor(
  schema: JsonSchema,
  hints: Hints,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const fitting = fittingValue(schema, hints, name, depth);
  const isText = schema.type === 'string' && !schema.enum;
  return fc.oneof(
    { weight: 8, arbitrary: fitting },
    // A fitting text with a bad character: the rest of the request stays valid.
    { weight: isText ? 3 : 0, arbitrary: taint(fitting as fc.Arbitrary<string>) },
    { weight: 1, arbitrary: depth > 3 ? hostileString : hostileJson },
  );
}

/** A value that fits `schema` at its top level (its parts may still be hostile). */
export function fittingValue(
  schema: JsonSchema,
  hints: Hints,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf?.slice(0, 1);
  if (options?.length) return fc.oneof(...options.map((s) => valueFor(s, hints, name, depth)));
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(name, schema, hints);
    case 'integer':
    case 'number':
      return numberFor(name, schema, hints);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.oneof(
        {
          weight: 10,
          arbitrary: fc.array(valueFor(schema.items ?? {}, hints, name, depth + 1), {
            maxLength: 4,
          }),
        },
        // Past any sensible cap: `maxItems` must hold.
        {
          weight: 1,
          arbitrary: fc.array(fittingValue(schema.items ?? {}, hints, name, depth + 1), {
            minLength: 101,
            maxLength: 150,
          }),
        },
      );
    case 'object':
      return objectFor(schema, hints, depth);
    default:
      return hostileJson;
  }
}

function objectFor(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([key, s]) => [key, valueFor(s, hints, key, depth + 1)]),
  );
  const required = (schema.required ?? []).filter((key) => Object.hasOwn(properties, key));
  const known = fc.record(model, { requiredKeys: required });
  return fc.oneof(
    { weight: 12, arbitrary: known },
    // Unknown fields, and fields left out that the schema requires.
    {
      weight: 1,
      arbitrary: fc
        .tuple(known, fc.dictionary(hostileString, hostileJson, { minKeys: 1, maxKeys: 2 }))
        .map(([value, extra]) => ({ ...(value as object), ...extra })),
    },
    { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
  );
}

/**
 * Percent-encodes text for an address. A lone surrogate has no UTF-8 form: it goes as the bytes a
 * CESU-8 client would send (`%ED%A0%80`), which is the nearest a hostile client can get.
 */
export function pct(text: string): string {
  let out = '';
  for (const ch of text) {
    try {
      out += encodeURIComponent(ch);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

/** Raw, not re-encoded pieces: broken escapes and encoded NUL and dots. */
export const rawEscape = fc.constantFrom(
  '%00',
  '%',
  '%Z',
  '%C0%80',
  '%FF',
  '%2e%2e%2f',
  '%E0%A4%A',
);

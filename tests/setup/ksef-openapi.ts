import spec from './ksef-openapi.json';

/**
 * Checks a KSeF request or answer body against KSeF's OpenAPI (the paths the shop calls, cut from
 * `open-api.json` of CIRFMF/ksef-docs into ksef-openapi.json): the client must send exactly the
 * fields KSeF defines, and the stand-in answer only what KSeF would. A small validator for the
 * JSON Schema that file uses ($ref, allOf, types, nullable, required, enum, lengths, patterns,
 * bounds, date-time and byte formats); a property the schema does not name is an error.
 */

type Schema = {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  nullable?: boolean;
  required?: string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  format?: string;
};

const schemas = (spec as unknown as { components: { schemas: Record<string, Schema> } }).components
  .schemas;
const paths = (spec as unknown as { paths: Record<string, Record<string, Operation>> }).paths;

interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

const resolve = (s: Schema): Schema => (s.$ref ? resolve(schemas[s.$ref.split('/').pop()!]!) : s);

/** Every schema an `allOf` stacks, flattened into one (properties and required merged). */
function flatten(input: Schema): Schema {
  const s = resolve(input);
  if (!s.allOf) return s;
  const parts = [{ ...s, allOf: undefined }, ...s.allOf.map(flatten)];
  return parts.reduce<Schema>(
    (acc, p) => ({
      ...acc,
      ...p,
      properties: { ...acc.properties, ...p.properties },
      required: [...new Set([...(acc.required ?? []), ...(p.required ?? [])])],
    }),
    {},
  );
}

function check(value: unknown, input: Schema, at: string, errors: string[]) {
  const s = flatten(input);
  if (value === null) {
    if (!s.nullable) errors.push(`${at}: null where not nullable`);
    return;
  }
  if (s.enum && !s.enum.includes(value))
    errors.push(`${at}: ${String(value)} not in ${s.enum.join('|')}`);
  const type = s.type ?? (s.properties ? 'object' : undefined);
  switch (type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) {
        errors.push(`${at}: not an object`);
        return;
      }
      const obj = value as Record<string, unknown>;
      for (const name of s.required ?? []) {
        if (obj[name] === undefined) errors.push(`${at}.${name}: required`);
      }
      for (const [name, v] of Object.entries(obj)) {
        if (v === undefined) continue;
        const prop = s.properties?.[name];
        if (prop) check(v, prop, `${at}.${name}`, errors);
        else if (s.additionalProperties && typeof s.additionalProperties === 'object') {
          check(v, s.additionalProperties, `${at}.${name}`, errors);
        } else errors.push(`${at}.${name}: not in KSeF's schema`);
      }
      return;
    }
    case 'array':
      if (!Array.isArray(value)) errors.push(`${at}: not an array`);
      else value.forEach((v, i) => s.items && check(v, s.items, `${at}[${i}]`, errors));
      return;
    case 'string': {
      if (typeof value !== 'string') {
        errors.push(`${at}: not a string`);
        return;
      }
      if (s.minLength !== undefined && value.length < s.minLength)
        errors.push(`${at}: shorter than ${s.minLength}`);
      if (s.maxLength !== undefined && value.length > s.maxLength)
        errors.push(`${at}: longer than ${s.maxLength}`);
      if (s.pattern && !new RegExp(s.pattern).test(value))
        errors.push(`${at}: does not match ${s.pattern}`);
      if (s.format === 'date-time' && Number.isNaN(Date.parse(value)))
        errors.push(`${at}: not a date-time`);
      if (s.format === 'byte' && !/^[A-Za-z0-9+/]*={0,2}$/.test(value))
        errors.push(`${at}: not Base64`);
      return;
    }
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || (type === 'integer' && !Number.isInteger(value))) {
        errors.push(`${at}: not an ${type}`);
        return;
      }
      if (s.minimum !== undefined && value < s.minimum) errors.push(`${at}: below ${s.minimum}`);
      if (s.maximum !== undefined && value > s.maximum) errors.push(`${at}: above ${s.maximum}`);
      return;
    case 'boolean':
      if (typeof value !== 'boolean') errors.push(`${at}: not a boolean`);
      return;
  }
}

/** The schema KSeF gives the operation's request body, or the answer with this status. */
function schemaOf(
  method: string,
  template: string,
  what: 'request' | number,
  contentType = 'application/json',
): Schema | null {
  const op = paths[template]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${template} is not among KSeF's paths`);
  const content =
    what === 'request' ? op.requestBody?.content : op.responses[String(what)]?.content;
  if (!content) return null;
  return content[contentType]?.schema ?? content['application/json']?.schema ?? null;
}

/** The errors of `body` against KSeF's schema (empty when it fits, or KSeF defines no body). */
export function openApiErrors(
  method: string,
  template: string,
  what: 'request' | number,
  body: unknown,
  contentType?: string,
): string[] {
  const schema = schemaOf(method, template, what, contentType);
  if (!schema) {
    return body === undefined ? [] : [`${method} ${template} ${what}: KSeF defines no body`];
  }
  const errors: string[] = [];
  check(body, schema, `${method} ${template} ${what}`, errors);
  return errors;
}

/** Whether KSeF's OpenAPI lists this status for the operation. */
export function openApiHasStatus(method: string, template: string, status: number): boolean {
  return String(status) in (paths[template]?.[method.toLowerCase()]?.responses ?? {});
}

/**
 * Every way the recorded calls stray from KSeF's OpenAPI: a request body with a field KSeF does
 * not define or without one it requires, a status it does not list (5xx aside: a gateway's), an
 * answer that is not its schema. Empty when the client and the stand-in both speak KSeF's API.
 */
export function openApiMismatches(
  calls: ReadonlyArray<{
    method: string;
    template: string | null;
    requestBody?: unknown;
    status?: number;
    responseBody?: unknown;
    contentType?: string;
  }>,
): string[] {
  const errors: string[] = [];
  for (const c of calls) {
    if (!c.template) continue;
    errors.push(...openApiErrors(c.method, c.template, 'request', c.requestBody));
    if (c.status === undefined || c.status >= 500) continue;
    if (!openApiHasStatus(c.method, c.template, c.status)) {
      errors.push(`${c.method} ${c.template}: KSeF lists no ${c.status}`);
      continue;
    }
    if (c.contentType?.includes('json')) {
      errors.push(...openApiErrors(c.method, c.template, c.status, c.responseBody, c.contentType));
    }
  }
  return errors;
}

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorHandler from './error-handler';
import inputGuard from './input-guard';

/**
 * Bodies other parsers make (a multipart plugin, a CSV import): the guard must finish on them.
 * JSON bodies and queries are covered through the real app in api/shared/hostile-input.api.test.ts.
 */
async function appWithParser(parse: (text: string) => unknown) {
  const app = Fastify();
  await app.register(errorHandler);
  await app.register(inputGuard);
  app.addContentTypeParser('application/x-test', { parseAs: 'string' }, (_req, body, done) =>
    done(null, parse(String(body))),
  );
  app.post('/echo', async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('input guard on bodies from other parsers', () => {
  it('walks a body whose parts point back at their list once (multipart-style)', async () => {
    const app = await appWithParser((text) => {
      const fields: Record<string, unknown> = {};
      fields.name = { fieldname: 'name', value: text, fields };
      return fields;
    });
    const ok = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-test' },
      payload: 'Anna',
    });
    expect(ok.statusCode).toBe(200);
    const bad = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-test' },
      payload: 'An\u0000na',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      errors: { 'name.value': ['text.invalid_character'] },
      code: 'invalid_character',
    });
    await app.close();
  });

  it('checks a body parsed as one string (a CSV file)', async () => {
    const app = await appWithParser((text) => text);
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-test' },
      payload: 'sku,title\nA-1,Lamp\u0000',
    });
    expect(res.json()).toEqual({
      errors: { _: ['text.invalid_character'] },
      code: 'invalid_character',
    });
    await app.close();
  });
});

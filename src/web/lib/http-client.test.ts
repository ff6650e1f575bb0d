import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import {
  CSRF_TOKEN_URL,
  INVALID_RESPONSE,
  MAX_RETRY_WAIT_SECONDS,
  createHttpClient,
  type CallOptions,
} from './http-client';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The core with a fake network (answers per `METHOD url`, in order) and a recording sleep. */
function setup(routes: Record<string, Response[]>) {
  const calls: string[] = [];
  const waits: number[] = [];
  const onFailure = vi.fn();
  const client = createHttpClient<CallOptions>({
    fetch: (async (url: string, init: RequestInit = {}) => {
      if (url === CSRF_TOKEN_URL) return json(200, { token: 't' });
      const key = `${init.method ?? 'GET'} ${url}`;
      calls.push(key);
      const answer = routes[key]?.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    }) as unknown as typeof fetch,
    sleep: async (ms) => void waits.push(ms),
    needsCsrf: (method) => method !== 'GET',
    sendsHeldCsrf: false,
    wrapNetworkErrors: true,
    onFailure,
  });
  return { client, calls, waits, onFailure };
}

describe('http client core: a busy server (503, 429)', () => {
  it('retries a GET once after Retry-After', async () => {
    const { client, calls, waits } = setup({
      'GET /api/x': [json(503, { errors: 'busy' }, { 'Retry-After': '2' }), json(200, { a: 1 })],
    });
    expect(await client.get('/api/x')).toEqual({ a: 1 });
    expect(calls).toEqual(['GET /api/x', 'GET /api/x']);
    expect(waits).toEqual([2000]);
  });

  it('retries a PUT (a cart write sets counts) after a 429', async () => {
    const { client, calls } = setup({
      'PUT /api/cart': [json(429, {}, { 'Retry-After': '1' }), json(200, { cart: [] })],
    });
    expect(await client.put('/api/cart', { cart: [] })).toEqual({ cart: [] });
    expect(calls).toHaveLength(2);
  });

  it('retries only once: a second 503 is the answer, reported', async () => {
    const { client, calls, onFailure } = setup({
      'GET /api/x': [json(503, {}, { 'Retry-After': '1' }), json(503, {}, { 'Retry-After': '1' })],
    });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('never retries a POST, unless the call says it is idempotent', async () => {
    const busy = () => json(503, {}, { 'Retry-After': '1' });
    const { client, calls } = setup({
      'POST /api/order': [busy()],
      'POST /api/check': [busy(), json(200, { ok: true })],
    });
    await expect(client.post('/api/order', {})).rejects.toMatchObject({ status: 503 });
    expect(calls).toEqual(['POST /api/order']);
    expect(await client.post('/api/check', {}, { idempotent: true })).toEqual({ ok: true });
  });

  it('sends an Idempotency-Key and retries that POST with the same key; a 409 keeps its ids', async () => {
    const keys: Array<string | undefined> = [];
    const answers = [
      json(503, {}, { 'Retry-After': '1' }),
      json(409, { errors: 'gone', code: 'line_unavailable', ids: [7, 'x', 9] }),
    ];
    const client = createHttpClient<CallOptions>({
      fetch: (async (url: string, init: RequestInit = {}) => {
        if (url === CSRF_TOKEN_URL) return json(200, { token: 't' });
        keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
        return answers.shift()!;
      }) as unknown as typeof fetch,
      sleep: async () => undefined,
      needsCsrf: () => true,
      sendsHeldCsrf: false,
      wrapNetworkErrors: true,
      onFailure: () => undefined,
    });
    await expect(
      client.post('/api/checkout', {}, { idempotencyKey: 'attempt-1' }),
    ).rejects.toMatchObject({ status: 409, code: 'line_unavailable', ids: [7, 9] });
    expect(keys).toEqual(['attempt-1', 'attempt-1']);
  });

  it('does not wait out a Retry-After longer than the limit', async () => {
    const long = String(MAX_RETRY_WAIT_SECONDS + 1);
    const { client, calls, waits } = setup({
      'GET /api/x': [json(503, {}, { 'Retry-After': long })],
    });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('does not retry other failures', async () => {
    const { client, calls } = setup({ 'GET /api/x': [json(500, {}, { 'Retry-After': '1' })] });
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });
});

describe("http client core: the contract's schema", () => {
  const schema = z.object({ id: z.number().int(), tags: z.array(z.string()).default([]) });

  it('answers what the schema parsed (defaults filled, unknown fields dropped)', async () => {
    const { client } = setup({ 'GET /api/x': [json(200, { id: 1, extra: true })] });
    const answer = await client.get('/api/x', { schema });
    expect(answer).toEqual({ id: 1, tags: [] });
  });

  it('takes a schema loader, started with the call', async () => {
    const { client } = setup({ 'GET /api/x': [json(200, { id: 2 })] });
    expect(await client.get('/api/x', { schema: async () => schema })).toEqual({ id: 2, tags: [] });
  });

  it('an answer that breaks the contract is an error, reported like a server failure', async () => {
    const { client, onFailure } = setup({ 'GET /api/x': [json(200, { id: 'one' })] });
    const failure = await client.get('/api/x', { schema }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 200, code: INVALID_RESPONSE });
    expect((failure as ApiError).cause).toBeInstanceOf(z.ZodError);
    expect(onFailure).toHaveBeenCalledWith(failure, { schema });
  });
});

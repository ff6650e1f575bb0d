// The baselines of `npm run bench -- --mode ratio`, in a process of their own like the shop:
// - `node:http` answering every request with the bytes and headers of a captured page (what a
//   static file server or a CDN does at best: the ceiling for a cached page),
// - a bare Fastify route answering captured JSON (the ceiling for a JSON call: the framework and
//   nothing else).
// Reads `{ page: { body: base64, headers }, json: { body: base64, headers } }` as JSON on stdin,
// prints `{ staticPort, fastifyPort }` when both listen.
import { createServer } from 'node:http';
import Fastify from 'fastify';

const input = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);
const page = { body: Buffer.from(input.page.body, 'base64'), headers: input.page.headers };
const json = { body: Buffer.from(input.json.body, 'base64'), headers: input.json.headers };

// With its length, as the shop sends it (no chunked encoding).
const pageHead = { ...page.headers, 'content-length': String(page.body.length) };
const staticServer = createServer((_req, res) => {
  res.writeHead(200, pageHead);
  res.end(page.body);
});
await new Promise((resolve) => staticServer.listen(0, '127.0.0.1', resolve));

const fastify = Fastify({ logger: false });
fastify.get('/*', async (_req, reply) => reply.headers(json.headers).send(json.body));
await fastify.listen({ port: 0, host: '127.0.0.1' });

process.stdout.write(
  `${JSON.stringify({ staticPort: staticServer.address().port, fastifyPort: fastify.server.address().port })}\n`,
);
process.on('SIGTERM', () => process.exit(0));

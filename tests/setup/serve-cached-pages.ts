/**
 * A second shop process for the page cache's cross-process test: the app as main.ts wires it
 * (bootstrap, buildApp: its page cache follows the catalogue change bus), plus one page route
 * served by that very page cache. The page is rendered from the catalogue through the services,
 * as a loader would, without needing a production build. Prints `LISTENING <port>`.
 */
import { buildApp } from '#server/app';
import { bootstrap } from '#server/bootstrap';
import { loadConfig } from '#server/config';
import { createPageServer } from '#server/plugins/page-cache/page-server';

const config = loadConfig();
const services = await bootstrap(config, () => {});
const app = await buildApp({ config, services });
const pages = createPageServer({
  cache: app.pageCache,
  log: app.log,
  async render(request) {
    const id = Number(new URL(request.url).pathname.split('/').pop());
    const product = await services.catalog.productById('pl', id);
    if (!product) return new Response('not found', { status: 404 });
    return new Response(`<!DOCTYPE html><h1>${product.title} ${product.price}</h1>`, {
      headers: { 'content-type': 'text/html; charset=utf-8', 'x-page-tags': `p${id}` },
    });
  },
});
app.get('/test-pages/product/:id', (request, reply) =>
  pages.serve(request, reply, () => new Request(`http://localhost${request.url}`)),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await services.database.close();
    process.exit(0);
  })();
});

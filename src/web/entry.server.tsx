import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { ScriptMark } from './lib/script-mark';
import { routePageTags } from './lib/page-tags';

export const streamTimeout = 5_000;

/** The tag manager id the shop's pages carry (routes/locale-layout.tsx), if any. */
function tagManagerOf(context: EntryContext): string | undefined {
  const layout: unknown = context.staticHandlerContext.loaderData['routes/locale-layout'];
  const id = (layout as { tagManager?: unknown } | undefined)?.tagManager;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Whether the shop's pages may open InPost's Geowidget (a token in routes/locale-layout.tsx):
 * every shop page, as the checkout is reached by client-side moves under the first page's policy.
 */
function geowidgetOn(context: EntryContext): boolean {
  const layout: unknown = context.staticHandlerContext.loaderData['routes/locale-layout'];
  return Boolean((layout as { geowidget?: unknown } | undefined)?.geowidget);
}

/**
 * Renders the whole document before answering (onAllReady): pages are cacheable HTML and our
 * loaders await their data, so streaming would buy little and complicate the page cache. The
 * document is collected into one buffer (React writes it in 4 KB pieces) and answered as a single
 * body: the server reads it whole anyway (plugins/web-response.ts, page-cache.ts), and one buffer
 * costs less than a web stream of pieces decoded one by one.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // For the page cache (never sent as is): what the page shows, so a change to it drops the page.
  const tags = routePageTags(routerContext);
  if (tags.length > 0) responseHeaders.set('X-Page-Tags', tags.join(' '));
  // For the page's policy (web.ts `sealed`, never sent): the shop's tag manager may load here.
  const tagManager = tagManagerOf(routerContext);
  if (tagManager) responseHeaders.set('X-Tag-Manager', tagManager);
  if (geowidgetOn(routerContext)) responseHeaders.set('X-Geowidget', '1');
  // Marks the page's own inline scripts; the server hashes them into the CSP and removes the mark.
  const nonce = loadContext.scriptMark;
  return new Promise<Response>((resolve, reject) => {
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ScriptMark.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </ScriptMark.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timeoutId);
          const chunks: Uint8Array[] = [];
          const body = new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
              resolve(
                new Response(Buffer.concat(chunks), {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
              done();
            },
          });
          body.on('error', reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}

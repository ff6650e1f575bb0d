import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * Tokens live in browser storage (docs/rules.md#accounts-and-sessions), so XSS is the main threat:
 * a strict CSP on every HTML response. Inline scripts run only when their SHA-256 is in the policy
 * (docs/decisions/022-pages-a-cdn-can-keep.md): the hashes are computed from the rendered page
 * itself, so the same bytes can go to every visitor and to a CDN, which a per-response nonce
 * forbids. Styles allow inline attributes (React `style`).
 */
async function securityHeaders(app: FastifyInstance, opts: { dev: boolean }) {
  await app.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false });
  app.addHook('onSend', async (_request, reply, payload) => {
    // A 304 reuses the body and the policy the browser stored with it; nothing to add.
    if (reply.statusCode === 304) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    // HTML that did not come through the page renderer (which sets its hashes): no inline script.
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy([], opts.dev));
    }
    return payload;
  });
}

/** The policy's directives a third party may be named in. */
type HostKind = 'script' | 'style' | 'font' | 'img' | 'connect' | 'frame';

/**
 * Google Tag Manager and the Google Analytics it loads (Google's own list for a policy), on the
 * pages of a shop that set a tag manager id; the browser asks them only after consent
 * (docs/rules.md#consent). Tags that inject inline scripts stay blocked: decision 054.
 */
const TAG_MANAGER_HOSTS: Partial<Record<HostKind, string[]>> = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

/**
 * InPost's Geowidget v5 (docs/decisions/062-geowidget.md), on the shop's pages when it has a
 * Geowidget token (the checkout is reached by client-side moves, under the first page's policy): its script, stylesheet and fonts from its own host, the points and map tiles
 * it asks InPost for, and any frame it opens there. Not checked against the live widget (no
 * network here): widen from the browser's CSP reports if InPost moves a host.
 */
const GEOWIDGET_HOSTS: Record<HostKind, string[]> = {
  script: ['https://geowidget.inpost.pl'],
  style: ['https://geowidget.inpost.pl'],
  font: ['https://geowidget.inpost.pl'],
  img: ['https://*.inpost.pl', 'https://*.easypack24.net', 'https://*.openstreetmap.org'],
  connect: ['https://*.inpost.pl', 'https://*.easypack24.net'],
  frame: ['https://*.inpost.pl'],
};

/**
 * The policy of a page whose inline scripts have these hashes (`sha256-…`); with `tagManager`,
 * one that may load the shop's tag manager; with `geowidget`, InPost's map.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[],
  dev = false,
  { tagManager = false, geowidget = false }: { tagManager?: boolean; geowidget?: boolean } = {},
): string {
  const hosts = (kind: HostKind) =>
    [
      ...(tagManager ? (TAG_MANAGER_HOSTS[kind] ?? []) : []),
      ...(geowidget ? GEOWIDGET_HOSTS[kind] : []),
    ]
      .map((host) => ` ${host}`)
      .join('');
  // Vite's dev client injects inline scripts and talks over a websocket.
  const script = dev
    ? `'self' 'unsafe-inline'`
    : ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${script}${hosts('script')}`,
    `style-src 'self' 'unsafe-inline'${hosts('style')}`,
    `img-src 'self' data:${hosts('img')}`,
    `font-src 'self'${hosts('font')}`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}${hosts('connect')}`,
    ...(geowidget ? [`frame-src 'self'${hosts('frame')}`] : []),
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The page's own inline scripts, and only those, get their hash into the policy: the renderer
 * marks the scripts it emits (React Router's hydration data, module imports, scroll restoration)
 * with a per-process secret in the `nonce` attribute. A script that arrived any other way (an
 * injection bug) lacks the mark and stays blocked, as it would under a nonce policy. The mark is
 * then removed: it never leaves the process.
 */
export function sealPageScripts(html: string, mark: string): { html: string; hashes: string[] } {
  const attribute = ` nonce="${mark}"`;
  if (!html.includes(attribute)) return { html, hashes: [] };
  const hashes = new Set<string>();
  // A script element's text is raw (no entity decoding) up to the first `</script`: the bytes the
  // browser hashes. The mark is hex, safe inside a pattern.
  const marked = new RegExp(`<script\\b[^>]*${attribute}[^>]*>([\\s\\S]*?)</script`, 'gi');
  for (const [, text] of html.matchAll(marked)) {
    hashes.add(
      `sha256-${createHash('sha256')
        .update(text ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return { html: html.split(attribute).join(''), hashes: [...hashes] };
}

export default fp(securityHeaders, { name: 'security-headers' });

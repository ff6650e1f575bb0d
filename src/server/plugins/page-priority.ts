/**
 * Script preloads of a rendered page fetched at low priority. React Router preloads every module
 * of the page (`<link rel="modulepreload">`, ~190 KB before any shop code is cut) and React
 * hoists them to the top of `<head>`. On a slow connection they shared the bandwidth with the
 * stylesheet and the first product images, so the first paint waited for the JavaScript too:
 * Lighthouse's mobile run (devtools throttling) measured the first and largest paint of a
 * category page at 2.3 s, and 1.7 s with the preloads at low priority (Chrome holds low-priority
 * requests back while render-blocking ones are in flight). The modules still load in parallel,
 * once the page can paint, and hydrate as before.
 */
const MODULE_PRELOAD = '<link rel="modulepreload" ';

export function lowPriorityScriptPreloads(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `);
}

/**
 * The page's JavaScript starts loading once the page has loaded (docs/decisions/029-scripts-after-load.md).
 *
 * React Router preloads every module of the page (`<link rel="modulepreload">`, ~190 KB) and
 * imports the route modules statically from an inline module script, so all of it is requested
 * while the HTML is parsed. On a slow connection it shared the bandwidth with the stylesheet and
 * the first product images: Lighthouse's mobile run put the largest paint (a product or hero
 * image) at 2.2–2.7 s, the scripts' bytes counted in. The page is server-rendered and works
 * without JavaScript (links, filters, forms), so the scripts can wait for the `load` event, or for
 * the shopper's first touch, key or click if that comes sooner; then the same preloads are added
 * at once (no import waterfall) and the route modules imported as before.
 *
 * Only a page whose scripts have exactly React Router's shape is rewritten; anything else is left
 * as it is, which still works, only sooner.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;

export function scriptsAfterLoad(html: string, mark: string): string {
  // The renderer's module script, whatever its attributes' order (the mark is hex).
  const open = new RegExp(`<script(?=[^>]*\\snonce="${mark}")(?=[^>]*\\stype="module")[^>]*>`);
  const found = open.exec(html);
  if (!found) return html;
  const bodyStart = found.index + found[0].length;
  const end = html.indexOf('</script>', bodyStart);
  if (end < 0) return html;
  const body = html.slice(bodyStart, end);
  const routes = [...body.matchAll(ROUTE_IMPORT)].map(([, name, url]) => ({ name, url }));
  const before = html.slice(0, bodyStart);
  const preloads = [...before.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  if (routes.length === 0 || !/\bimport\("[^"]+"\);\s*$/.test(body)) return html;
  const rest = compactManifest(body.replace(ROUTE_IMPORT, '').replace(/^;/, '').trim());
  // Any other static import (split route modules, an imported manifest) cannot move into a
  // function: such a page keeps React Router's script.
  if (/^\s*import[\s*{"']/m.test(rest)) return html;
  const names = routes.map((r) => r.name).join(',');
  const imports = routes.map((r) => `import(${scriptJson(r.url)})`).join(',');
  const loader =
    `let started=false;const go=()=>{if(started)return;started=true;` +
    `for(const href of ${scriptJson(preloads)}){const l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=href;document.head.append(l)}` +
    `setTimeout(()=>document.documentElement.dataset.hydrated||replay(),${NATIVE_AFTER_MS});` +
    `Promise.all([${imports}]).then(([${names}])=>{${rest}})};` +
    HOLD_CLICKS +
    `if(document.readyState==="complete")go();else{addEventListener("load",go,{once:true});` +
    `for(const type of ["pointerdown","keydown","touchstart"])addEventListener(type,go,{once:true,passive:true,capture:true})}`;
  return before.replace(MODULE_PRELOAD, '') + loader + html.slice(end);
}

/** Held actions go the browser's own way if the page has not hydrated by then (a script failed). */
const NATIVE_AFTER_MS = 15_000;

/**
 * No click lost while the scripts load (docs/decisions/030-performance-under-load.md). Until
 * React has hydrated (root.tsx sets `data-hydrated`), a click on a button that needs JavaScript
 * (not a link, not a form's submit button, not a native popover or command) and a form's submit
 * are held, in order, and the scripts started; once hydrated, each is replayed on the same
 * element: `click()`, `requestSubmit(submitter)`. A held button shows `aria-busy` meanwhile, and
 * a second click on it is not held again (a shopper clicking twice because nothing seemed to
 * happen means once). It is part of the loader script, so its hash is in the page's policy
 * like the rest, and every visitor gets the same bytes.
 */
const HOLD_CLICKS =
  `const held=[];const root=document.documentElement;` +
  `const hold=(e)=>{if(root.dataset.hydrated)return;` +
  `if(e.type==="submit"){e.preventDefault();go();` +
  `if(!held.some((h)=>h.form===e.target))held.push({form:e.target,by:e.submitter});return}` +
  `const b=e.target instanceof Element?e.target.closest("button"):null;` +
  `if(!b||b.disabled||(b.form&&b.type==="submit")||b.hasAttribute("popovertarget")||b.hasAttribute("commandfor"))return;` +
  `e.preventDefault();go();if(held.some((h)=>h.button===b))return;` +
  `held.push({button:b,busy:b.getAttribute("aria-busy")});b.setAttribute("aria-busy","true")};` +
  `addEventListener("click",hold,true);addEventListener("submit",hold,true);` +
  `const replay=()=>{removeEventListener("click",hold,true);removeEventListener("submit",hold,true);` +
  `for(const h of held.splice(0)){if(h.button){` +
  `if(h.busy===null)h.button.removeAttribute("aria-busy");else h.button.setAttribute("aria-busy",h.busy);` +
  `if(h.button.isConnected)h.button.click()}` +
  `else if(h.form.isConnected)h.form.requestSubmit(h.by&&h.by.isConnected?h.by:undefined)}};` +
  `new MutationObserver((_,o)=>{if(root.dataset.hydrated){o.disconnect();setTimeout(replay)}})` +
  `.observe(root,{attributes:true,attributeFilter:["data-hydrated"]});`;

const MANIFEST =
  /^window\.__reactRouterManifest = (\{[\s\S]*?\});(?=\s*window\.__reactRouterRouteModules)/;

/**
 * React Router writes the page's route manifest as indented JSON (~4 KB of a category page, a
 * third of it spaces); the same object, compact. Left as it is if it is not plain JSON.
 */
function compactManifest(statements: string): string {
  const found = MANIFEST.exec(statements);
  if (!found) return statements;
  try {
    const manifest = scriptJson(JSON.parse(found[1]!));
    return `window.__reactRouterManifest = ${manifest};${statements.slice(found[0].length)}`;
  } catch {
    return statements;
  }
}

/** JSON to place inside a `<script>`: no `<` that could end it or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

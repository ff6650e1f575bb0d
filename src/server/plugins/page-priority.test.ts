import { describe, expect, it } from 'vitest';
import { scriptsAfterLoad } from './page-priority';

const MARK = '0123456789abcdef0123456789abcdef';

/** A document in the shape React Router renders it, before sealing (the mark still on). */
function page(moduleScript = reactRouterModules()) {
  return (
    '<!DOCTYPE html><html lang="pl"><head>' +
    '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
    `<link rel="modulepreload" href="/assets/entry.js" nonce="${MARK}"/>` +
    `<link rel="modulepreload" href="/assets/runtime.js" nonce="${MARK}"/>` +
    '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Shop</main>' +
    `<script nonce="${MARK}">window.__reactRouterContext = {};</script>` +
    `<script nonce="${MARK}" type="module" async="">${moduleScript}</script></body></html>`
  );
}

function reactRouterModules() {
  return (
    ';\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/catalog.js";\n' +
    '  window.__reactRouterManifest = {\n  "entry": {\n    "module": "/assets/entry.js"\n  }\n};\n' +
    '  window.__reactRouterRouteModules = {"root":route0,"routes/catalog":route1};\n\n' +
    'import("/assets/entry.js");'
  );
}

/** What the loader's click holding needs of a browser, inert. */
function holdingScope() {
  return {
    Element: class {},
    MutationObserver: class {
      observe() {}
    },
    removeEventListener: () => {},
    setTimeout: () => 0,
  };
}

describe('scripts after load', () => {
  const html = scriptsAfterLoad(page(), MARK);

  it('drops the module preloads from the head and keeps the rest of it', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain(`<script nonce="${MARK}">window.__reactRouterContext = {};</script>`);
  });

  it('imports nothing statically: the route modules are imported by the loader', () => {
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^\s*import \*/m);
    expect(script).toContain(
      'Promise.all([import("/assets/root.js"),import("/assets/catalog.js")])',
    );
    expect(script).toContain('for(const href of ["/assets/entry.js","/assets/runtime.js"])');
    expect(script).toContain('addEventListener("load",go,{once:true})');
    expect(script).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.js"}};',
    );
  });

  it('starts on load, or at once if the page has loaded, and only once', async () => {
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const run = (readyState: string) => {
      const listeners = new Map<string, () => void>();
      const appended: string[] = [];
      const imported: string[] = [];
      const scope = {
        ...holdingScope(),
        document: {
          readyState,
          documentElement: { dataset: {} },
          createElement: () => ({}) as { href?: string },
          head: { append: (l: { href: string }) => appended.push(l.href) },
        },
        addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
        window: {} as Record<string, unknown>,
        load: (url: string) => {
          imported.push(url);
          return Promise.resolve({ url });
        },
      };
      // The script's `import(...)` calls go to `load` so that the test can watch them.
      const body = script.replaceAll('import(', 'load(');
      const fn = new Function(...Object.keys(scope), body) as (...args: unknown[]) => void;
      fn(...Object.values(scope));
      return { listeners, appended, imported, window: scope.window };
    };

    const loading = run('loading');
    expect(loading.appended).toEqual([]);
    expect([...loading.listeners.keys()].sort()).toEqual([
      'click',
      'keydown',
      'load',
      'pointerdown',
      'submit',
      'touchstart',
    ]);
    loading.listeners.get('load')!();
    loading.listeners.get('keydown')!();
    expect(loading.appended).toEqual(['/assets/entry.js', '/assets/runtime.js']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loading.imported).toEqual(['/assets/root.js', '/assets/catalog.js', '/assets/entry.js']);
    expect(loading.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root.js' },
      'routes/catalog': { url: '/assets/catalog.js' },
    });

    const complete = run('complete');
    expect(complete.appended).toEqual(['/assets/entry.js', '/assets/runtime.js']);
    expect([...complete.listeners.keys()].sort()).toEqual(['click', 'submit']);
  });

  it('holds a click on a button and a submit until hydrated, then replays them in order', async () => {
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const listeners = new Map<string, (e: unknown) => void>();
    const root = { dataset: {} as Record<string, string> };
    let observer: (() => void) | undefined;
    const log: string[] = [];
    class Element {
      attributes = new Map<string, string>();
      constructor(
        readonly name: string,
        readonly button: Element | null,
      ) {}
      /** `closest("button")`: the button itself, or the one it is inside. */
      closest(): Element | null {
        return this.button ?? (this.name === 'add' ? this : null);
      }
      hasAttribute(n: string) {
        return this.attributes.has(n);
      }
      getAttribute(n: string) {
        return this.attributes.get(n) ?? null;
      }
      setAttribute(n: string, v: string) {
        this.attributes.set(n, v);
      }
      removeAttribute(n: string) {
        this.attributes.delete(n);
      }
      isConnected = true;
      disabled = false;
      form = null;
      type = 'button';
      click() {
        log.push(`click ${this.name}`);
      }
      requestSubmit(by?: Element) {
        log.push(`submit ${this.name} by ${by?.name}`);
      }
    }
    const add = new Element('add', null);
    const icon = new Element('icon', add);
    const form = new Element('form', null);
    const scope = {
      Element,
      MutationObserver: class {
        constructor(fn: (records: unknown[], o: unknown) => void) {
          observer = () => fn([], this);
        }
        observe() {}
        disconnect() {}
      },
      removeEventListener: (type: string) => listeners.delete(type),
      setTimeout: (fn: () => void, ms?: number) => (ms ? 0 : fn()),
      document: {
        readyState: 'loading',
        documentElement: root,
        createElement: () => ({}),
        head: { append: () => {} },
      },
      addEventListener: (type: string, fn: (e: unknown) => void) => listeners.set(type, fn),
      window: {},
      load: () => new Promise(() => {}),
    };
    const body = script.replaceAll('import(', 'load(');
    new Function(...Object.keys(scope), body)(...Object.values(scope));
    const event = (type: string, target: Element, submitter?: Element) => {
      const e = { type, target, submitter, prevented: false, preventDefault: () => {} };
      e.preventDefault = () => void (e.prevented = true);
      listeners.get(type)!(e);
      return e.prevented;
    };
    expect(event('click', icon)).toBe(true);
    expect(add.getAttribute('aria-busy')).toBe('true');
    expect(event('click', add)).toBe(true); // the same button again: held once
    expect(event('submit', form, add)).toBe(true);
    expect(log).toEqual([]);
    root.dataset.hydrated = 'true';
    observer!();
    expect(log).toEqual(['click add', 'submit form by add']);
    expect(add.getAttribute('aria-busy')).toBeNull();
    expect(listeners.has('click')).toBe(false);
  });

  it('writes nothing into the script that could end it', () => {
    const manifest =
      ';\nimport * as route0 from "/assets/root.js";\n' +
      '  window.__reactRouterManifest = {"routes":{"x":{"path":"\\u003c/script>"}}};\n' +
      '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.js");';
    const out = scriptsAfterLoad(page(manifest), MARK);
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(script).toContain(
      'window.__reactRouterManifest = {"routes":{"x":{"path":"\\u003c/script>"}}};',
    );
  });

  it('leaves a page of another shape, or without the mark, as it is', () => {
    const other = page('import("/assets/entry.js");');
    expect(scriptsAfterLoad(other, MARK)).toBe(other);
    // Split route modules (v8_splitRouteModules, a route with a client loader) and an imported
    // manifest are static imports that cannot move into a function.
    const split = page(
      ';\nimport * as route0 from "/assets/root.js";\n' +
        'import * as route1_main from "/assets/catalog.js";\n' +
        'import "/assets/manifest.js";\n' +
        '  window.__reactRouterRouteModules = {"root":route0,"routes/catalog":route1_main};\n\n' +
        'import("/assets/entry.js");',
    );
    expect(scriptsAfterLoad(split, MARK)).toBe(split);
    expect(scriptsAfterLoad(page(), 'f'.repeat(32))).toBe(page());
  });
});

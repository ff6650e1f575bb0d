import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { laterPl } from '#web/lib/i18n/messages/later-pl';
// @ts-expect-error: plain ES module without types (eslint/ holds the lint config's own code)
import { importGraph } from '../../eslint/import-graph.mjs';

/**
 * The later part of the messages (src/web/lib/i18n/messages/later-pl.ts) loads in the browser for
 * the modules that import lib/i18n/later-messages.ts. These checks keep the split honest both
 * ways: whoever shows a later key waits for the part, and no first visit's page waits for it.
 */
const WEB = path.resolve('src/web');
const LATER_MESSAGES = path.join(WEB, 'lib/i18n/later-messages.ts');
const { graph } = importGraph(WEB) as { graph: Map<string, Set<string>> };
const shopFiles = [...graph.keys()].filter(
  (file) =>
    !file.includes(`${path.sep}admin${path.sep}`) && !file.startsWith(path.join(WEB, 'lib/i18n')),
);
const laterKeys = Object.keys(laterPl);

/** The later keys a file names, literally or as the fixed start of a template (`order.status.${…}`). */
function laterKeysIn(source: string): string[] {
  const literal = laterKeys.filter((key) => source.includes(`'${key}'`));
  const templates = [...source.matchAll(/`([a-zA-Z.]+)\.\$\{/g)].map((m) => `${m[1]}.`);
  const dynamic = laterKeys.filter((key) => templates.some((start) => key.startsWith(start)));
  return [...new Set([...literal, ...dynamic])];
}

/**
 * use-zod-form shows the server's and the schemas' codes as `form.err.${code}`: the core part
 * holds those the cart page's share form can meet, and an unknown one reads as
 * `form.err.invalid`; the form modules of later pages import later-messages themselves.
 */
const ALLOWED = new Set([path.join(WEB, 'lib/use-zod-form.ts')]);

describe('the later part of the messages', () => {
  it('every module that shows a later key waits for the part', () => {
    const missing = shopFiles
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => laterKeysIn(readFileSync(file, 'utf8')).length > 0)
      .filter((file) => !graph.get(file)?.has(LATER_MESSAGES))
      .map((file) => path.relative(WEB, file));
    expect(missing).toEqual([]);
  });

  it('a first visit, and what the shell loads on demand, never waits for it', () => {
    const firstVisit = [
      'entry.client.tsx',
      'root.tsx',
      'routes/locale-layout.tsx',
      'routes/home.tsx',
      'routes/catalog.tsx',
      'routes/product.tsx',
      'routes/search.tsx',
      'routes/sales.tsx',
      'routes/content-list.tsx',
      'routes/content-section.tsx',
      'routes/cart.tsx',
      'routes/compare.tsx',
      'routes/wishlist.tsx',
      'routes/shop-page.tsx',
      'routes/not-found.tsx',
      // Loaded on first use by the shell and those pages (`import()`).
      'app-shell/mobile-menu-drawer.tsx',
      'app-shell/error-popup.tsx',
      'app-shell/error-page.tsx',
      'features/cart/mini-cart-drawer.tsx',
      'features/wishlist/login-prompt.tsx',
      'components/ui/toast-card.tsx',
    ].map((file) => path.join(WEB, file));
    const seen = new Set<string>();
    const trail = new Map<string, string>();
    const queue = [...firstVisit];
    for (const file of queue) {
      expect(graph.has(file), file).toBe(true);
      seen.add(file);
    }
    while (queue.length) {
      const file = queue.shift()!;
      for (const next of graph.get(file) ?? []) {
        if (seen.has(next)) continue;
        seen.add(next);
        trail.set(next, file);
        queue.push(next);
      }
    }
    const chain: string[] = [];
    for (let at: string | undefined = LATER_MESSAGES; at && seen.has(at); at = trail.get(at))
      chain.unshift(path.relative(WEB, at));
    expect(chain).toEqual([]);
  });
});

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** The libraries every page runs: one long-cached file instead of a dozen. */
const RUNTIME =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/**
 * The shell every shop page runs (header, menus, stores, product cards, the API client) in one
 * file. Only modules some route imports statically (`$initial`), so dialogs and message
 * parts loaded with `import()` keep their own chunks; page-specific code (a listing's
 * filters, the cart page's order form, forms and their zod schemas, account screens) stays in
 * the chunks of the routes that use it; the back office's code stays out.
 */
const SHELL =
  /[\\/]src[\\/]web[\\/](lib|app-shell|features[\\/]catalog)[\\/]|[\\/]src[\\/]web[\\/]root\.tsx|[\\/]components[\\/]ui[\\/]breadcrumbs\.tsx/;
/**
 * Listings (category, search, sales): the filter panel, the filter address and load more, one
 * file instead of four small ones shared by those routes.
 */
const LISTING =
  /[\\/]src[\\/]web[\\/]features[\\/]listing[\\/]|[\\/]src[\\/]domain[\\/](filters|listing)[\\/]/;
/** The page bar and its rules: listings, blog sections and a product's reviews. */
const PAGINATION =
  /[\\/]src[\\/]domain[\\/]pagination[\\/]|[\\/]components[\\/]ui[\\/]page-bar\.tsx/;
/**
 * Forms: zod, the shop's contracts' schemas and the form hook, for the pages and dialogs that
 * check input, with the order calls. Not `contracts/limits.ts`, the plain constants pages need
 * without schemas, nor the back office's contracts, which go with its own chunks. Not the order
 * dialogs' contact fields either: they use the later messages (later-messages.ts), and a group
 * takes what its modules import, so this chunk, which the cart page loads for its share form,
 * would make that page wait for them.
 */
const FORMS =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]contracts[\\/](?!limits\.ts|admin[\\/])|use-zod-form|[\\/]features[\\/]orders[\\/]order-calls\./;
/** Markdown and its renderer: products, posts and content pages. */
const MARKDOWN = /[\\/](domain[\\/]content|components[\\/]ui)[\\/]markdown\.tsx?$/;
/** The form controls (a product's review sort uses a select without any schema). */
const CONTROLS = /[\\/]components[\\/]ui[\\/](field|input|select|form-message)\.tsx/;
/**
 * Not in the shell: the back office, the message parts (`import()`ed), and `later-messages`,
 * whose top-level await would make every page wait for the later messages (lib/i18n/translate.ts).
 */
const NOT_SHELL = /[\\/](admin|i18n[\\/]messages)[\\/]|\.server\.|\?|use-zod-form|later-messages/;

/**
 * A group of modules some route imports statically (`$initial`): what `import()`s (dialogs,
 * message parts) and the back office's code stay out. A higher priority takes a module
 * (and what it imports) first.
 */
const pageGroup = (name: string, test: RegExp, priority: number) => ({
  name,
  test: (id: string) => test.test(id) && !NOT_SHELL.test(id),
  tags: ['$initial' as const],
  priority,
});

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { sourcemap: false },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          // Building a zod schema has no effect outside it: a module that imports only a constant
          // from a contract (MAX_CART_LINES) need not carry the contract's schemas, nor zod.
          treeshake: { manualPureFunctions: ['z'] },
          // A first visit used to load ~45 small files; a few bigger ones compress better and
          // need fewer requests (docs/decisions/024-lighter-pages.md).
          output: {
            codeSplitting: {
              groups: [
                { name: 'runtime', test: RUNTIME, priority: 6 },
                pageGroup('shop', SHELL, 5),
                pageGroup('pagination', PAGINATION, 4),
                pageGroup('listing', LISTING, 3),
                { name: 'controls', test: CONTROLS, priority: 2 },
                { name: 'markdown', test: MARKDOWN, priority: 2 },
                { name: 'forms', test: FORMS, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});

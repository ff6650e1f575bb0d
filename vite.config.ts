import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** The libraries every page runs: one long-cached file instead of a dozen. */
const RUNTIME =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
/**
 * The shell every shop page runs (header, menus, stores, product cards, the API client) in one
 * file. Only modules some route imports statically (`$initial`), so dialogs and message
 * catalogues loaded with `import()` keep their own chunks; page-specific code (a listing's
 * filters, the cart page's order form, forms and their zod schemas, account screens) stays in
 * the chunks of the routes that use it; the back office's code stays out.
 */
const SHELL =
  /[\\/]src[\\/]web[\\/](lib|app-shell|features[\\/]catalog)[\\/]|[\\/]src[\\/]web[\\/]root\.tsx/;
/** Forms: zod, the contracts' schemas and the form components, for the pages and dialogs with one. */
const FORMS =
  /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]contracts[\\/]|use-zod-form|[\\/]components[\\/]ui[\\/](field|input|select|form-message)\.tsx/;
const NOT_SHELL = /[\\/](admin|i18n[\\/]messages)[\\/]|\.server\.|\?|use-zod-form/;

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
                { name: 'runtime', test: RUNTIME, priority: 3 },
                {
                  name: 'shop',
                  test: (id: string) => SHELL.test(id) && !NOT_SHELL.test(id),
                  tags: ['$initial'],
                  priority: 2,
                },
                { name: 'forms', test: FORMS, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});

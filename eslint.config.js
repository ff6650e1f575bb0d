// Lint = typescript-eslint's recommended rules (syntax only, no type information, so it stays
// fast) + React hooks rules for the web app + the layer boundaries of docs/architecture.md
// ("Layers"), written as import restrictions so a wrong-way import fails `npm run lint`, not a
// code review.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import local, { assertAcyclic } from './eslint/local-rules.mjs';

// ---------------------------------------------------------------------------------------------
// Module specifier patterns (regular expressions over the text after `from`).
// Another area is reached through its alias (`#server/...`, package.json `imports`); a relative
// climb (`../server/`) is caught too, though local/import-style asks for the alias.
// ---------------------------------------------------------------------------------------------

/** An import of one of the areas `dirs` (src/<dir>): by alias or by climbing into it. */
const climbInto = (...dirs) => `^((\\.\\./)+|#)(${dirs.join('|')})(/|$)`;
/** An import of one of src/server's folders `dirs`: by alias or by climbing into it. */
const climbIntoServer = (...dirs) => `^((\\.\\./)+|#server/)(${dirs.join('|')})(/|$)`;
/** Exactly these packages, or a path inside them (`drizzle-orm/pg-core`). */
const packages = (...names) => `^(${names.join('|')})(/|$)`;
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NODE_BUILTINS = `^(node:|(${builtinModules.map(escape).join('|')})(/|$))`;
const SERVER_PACKAGES = packages(
  'fastify',
  'fastify-[^/]+',
  '@fastify/[^/]+',
  'drizzle-orm',
  'drizzle-kit',
  'pg',
  'pg-[^/]+',
  '@electric-sql/[^/]+',
  'nodemailer',
  '@node-rs/[^/]+',
);
const FASTIFY = packages('fastify', 'fastify-[^/]+', '@fastify/[^/]+');
/** Any package at all (not `./`, `../` or a `#alias`), except the listed ones. */
const anyPackageExcept = (...allowed) =>
  allowed.length ? `^(?![./#]|(${allowed.map(escape).join('|')})(/|$))` : '^(?![./#])';

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx'];
const TEST_PACKAGES = ['vitest', 'fast-check'];

/** One `@typescript-eslint/no-restricted-imports` setting. Later config blocks replace earlier
 *  ones for the same file, so each block below carries the whole list for its files. */
const restrict = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});

const domainRules = (allowedPackages) => [
  {
    regex: climbInto('server', 'web', 'contracts'),
    message: 'src/domain is the innermost layer: it imports only other src/domain files.',
  },
  {
    regex: anyPackageExcept(...allowedPackages),
    message:
      'src/domain is pure (no I/O, React, Fastify, Drizzle, node:*): it imports only other src/domain files.',
  },
];

const contractsRules = (allowedPackages) => [
  {
    regex: climbInto('server', 'web'),
    message: 'src/contracts may import only zod and src/domain.',
  },
  {
    regex: anyPackageExcept('zod', ...allowedPackages),
    message: 'src/contracts may import only zod and src/domain.',
  },
];

const webRules = ({ nodeBuiltins }) => [
  {
    regex: climbInto('server'),
    allowTypeImports: true,
    message:
      'src/web must not import src/server at run time (use `import type`; reach services through the load context).',
  },
  {
    regex: nodeBuiltins,
    allowTypeImports: true,
    message: 'src/web runs in the browser too: no Node built-ins.',
  },
  {
    regex: SERVER_PACKAGES,
    allowTypeImports: true,
    message: 'src/web must not import server-only packages (Fastify, Drizzle, pg, PGlite, mail).',
  },
];

const NODE_GLOBALS = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'fetch',
    'Response',
    'Request',
    'Headers',
    'AbortController',
    'AbortSignal',
    'TextEncoder',
    'TextDecoder',
    'structuredClone',
    'queueMicrotask',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'clearImmediate',
    'performance',
    'globalThis',
  ].map((name) => [name, 'readonly']),
);

/** Which shop feature may import which (src/web/features/<name>): composition points only. */
const SHOP_FEATURE_EDGES = {
  cart: ['orders'],
  // The checkout empties the cart it ordered (features/checkout/checkout-view.tsx) and offers the
  // address book's addresses and fields (features/addresses).
  checkout: ['addresses', 'cart'],
  // The product grid with the shop's buttons (features/catalog/shop-product-grid.tsx).
  catalog: ['cart', 'compare', 'orders', 'wishlist'],
  compare: ['cart'],
  listing: ['catalog'],
  product: ['cart', 'compare', 'orders', 'stock-alerts', 'wishlist'],
  // The product page's reviews (features/reviews imports no other feature).
  reviews: [],
  // The withdrawal and complaint pages offer a logged-in shopper their orders (orders/order-calls).
  returns: ['orders'],
  // The sent panel of the dialogs, and the centred card of the unsubscribe page.
  'stock-alerts': ['auth', 'orders'],
  wishlist: ['cart'],
};

/** The same for the back office's features (src/web/admin/features/<name>). */
const ADMIN_FEATURE_EDGES = {
  audit: ['staff'],
  // The product editor's group panel and the list's "group selected" (docs/rules.md#product-groups).
  // The editor's safety panel names the default manufacturer (Settings).
  products: ['product-groups', 'manufacturers', 'settings'],
  // The default manufacturer's field (GPSR; decision 053).
  settings: ['manufacturers'],
  // The order's parcel panel and the list's "create shipments" (docs/decisions/057-parcels.md).
  orders: ['shipping'],
  presets: ['categories'],
  // The shop pages' editor uses the posts' Markdown field and language tabs.
  'shop-pages': ['content'],
  promotions: ['categories'],
};

const PROCESS_ENV_IMPORT = {
  selector:
    "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
  message: 'Read configuration through src/server/config.ts (the only reader of process.env).',
};

/** TanStack Query's hooks that fetch or write (the query client itself stays usable). */
const QUERY_HOOKS = [
  'useQuery',
  'useQueries',
  'useSuspenseQuery',
  'useSuspenseQueries',
  'useInfiniteQuery',
  'useMutation',
].join('|');

export default defineConfig([
  globalIgnores([
    'build/',
    'dist/',
    '.react-router/',
    'node_modules/',
    'drizzle/',
    'data/',
    '.tmp/',
    'test-results/',
    'playwright-report/',
    'coverage/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: NODE_GLOBALS },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // React hooks (incl. the React Compiler rules of v7) for the web app.
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // --- Layer boundaries (docs/architecture.md "Layers") -------------------------------------
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: restrict(...domainRules([])),
  },
  {
    files: TEST_FILES.map((glob) => `src/domain/${glob}`),
    rules: restrict(...domainRules(TEST_PACKAGES)),
  },
  {
    files: ['src/contracts/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: restrict(...contractsRules([])),
  },
  {
    files: TEST_FILES.map((glob) => `src/contracts/${glob}`),
    rules: restrict(...contractsRules(TEST_PACKAGES)),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: restrict(...webRules({ nodeBuiltins: NODE_BUILTINS })),
  },
  {
    // The server entry renders to a Node stream; nothing else of Node.
    files: ['src/web/entry.server.tsx'],
    rules: restrict(
      ...webRules({
        nodeBuiltins: `^(node:(?!stream$)|(${builtinModules.map(escape).join('|')})(/|$))`,
      }),
    ),
  },
  {
    files: ['src/server/db/**/*.{ts,tsx}'],
    rules: restrict({
      regex: climbIntoServer('api', 'services', 'plugins'),
      message: 'src/server/db sits below services and api: it must not import them.',
    }),
  },
  {
    files: ['src/server/services/**/*.{ts,tsx}'],
    rules: restrict(
      {
        regex: climbIntoServer('api', 'plugins'),
        message: 'Services must not import the HTTP layer (src/server/api, src/server/plugins).',
      },
      {
        regex: FASTIFY,
        message:
          'Services know nothing of HTTP: no Fastify here (route handlers in src/server/api map results).',
      },
    ),
  },

  // --- Import cycles and feature zones (docs/architecture.md "Boundaries") ------------------
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    plugins: { local },
    rules: { 'local/import-style': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { local },
    rules: { 'local/import-cycle': 'error' },
  },
  {
    // The services' nouns have a direction (decision 055): no loop between their folders, with
    // no exception list. Tests may reach across.
    files: ['src/server/services/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    plugins: { local },
    rules: { 'local/folder-cycle': ['error', { dir: 'src/server/services' }] },
  },
  {
    // A feature imports another only along these edges (they must stay acyclic); `lib` and
    // `components` are shared and import no feature. Routes and the app shell compose freely.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/admin/**'],
    plugins: { local },
    rules: {
      'local/feature-zones': [
        'error',
        {
          features: 'src/web/features',
          shared: ['src/web/lib', 'src/web/components'],
          allowed: assertAcyclic(SHOP_FEATURE_EDGES),
        },
      ],
    },
  },
  {
    files: ['src/web/admin/**/*.{ts,tsx}'],
    plugins: { local },
    rules: {
      'local/feature-zones': [
        'error',
        {
          features: 'src/web/admin/features',
          shared: ['src/web/admin/lib', 'src/web/admin/components'],
          allowed: assertAcyclic(ADMIN_FEATURE_EDGES),
        },
      ],
    },
  },

  // --- Components stay small: none over 250 lines (issue "a checkout in sections") -------------
  // A page is composed of section components (as the checkout and Medusa's detail pages are);
  // no exception list. Blank lines and comments count: a component is read whole.
  {
    files: ['src/web/**/*.tsx'],
    ignores: TEST_FILES,
    rules: { 'max-lines-per-function': ['error', { max: 250 }] },
  },

  // --- process.env: only src/server/config.ts reads it (plus scripts, tests, tool configs) ---
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    ignores: ['src/server/config.ts', 'scripts/**', 'tests/**', '**/*.config.*'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message:
            'Read configuration through src/server/config.ts (the only reader of process.env).',
        },
      ],
      'no-restricted-syntax': ['error', PROCESS_ENV_IMPORT],
    },
  },

  // --- The back office's data: queries, mutations and the client live in <noun>-queries.ts ---
  // (docs/back-office/conventions.md). Components and routes call that file's hooks.
  {
    files: ['src/web/admin/**/*.{ts,tsx}'],
    ignores: ['src/web/admin/**/*-queries.ts', 'src/web/admin/lib/**', ...TEST_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        PROCESS_ENV_IMPORT,
        {
          selector: `ImportDeclaration[source.value='@tanstack/react-query'] > ImportSpecifier[imported.name=/^(${QUERY_HOOKS})$/]`,
          message:
            "Queries and mutations live in the feature's <noun>-queries.ts; call its hooks here (docs/back-office/conventions.md).",
        },
        {
          selector: "ImportDeclaration > ImportSpecifier[imported.name='adminApi']",
          message:
            "The admin client is called from the feature's <noun>-queries.ts only (docs/back-office/conventions.md).",
        },
      ],
    },
  },
]);

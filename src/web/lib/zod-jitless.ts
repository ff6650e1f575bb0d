/**
 * In the browser zod must not compile parsers with `new Function`: the shop's
 * Content-Security-Policy has no 'unsafe-eval', so every page that builds a schema would raise a
 * violation report. Schemas decide this when they are built, and React Router evaluates route
 * modules before its browser entry, so this module is the root route's first import.
 * The server keeps compiled parsers (it parses every API call; no CSP applies there).
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` and only creates that object when it
 * is missing (zod/v4/core `globalConfig`), so the setting is made here without importing zod:
 * pages that build no schema then load no zod at all. The end-to-end tests fail on any CSP
 * violation, so a zod release that stopped reading this object would be caught.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== 'undefined') {
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
}

export {};

import type { Services } from '#server/services/index';

// Type-only: pages reach services through the load context (never their own HTTP API), and the
// web bundle never imports server code at run time.
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /**
     * The server's secret mark for the page's own inline scripts (their `nonce` attribute, removed
     * before the page leaves; docs/decisions/022-pages-a-cdn-can-keep.md). Only entry.server.tsx
     * uses it: loader data is sent to the browser, so no loader may return it.
     */
    scriptMark: string;
    /** The shop's public origin (PUBLIC_URL) for absolute links: never the request's Host. */
    origin: string;
  }
}

export {};

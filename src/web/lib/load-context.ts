import type { Services } from '../../server/services/index';

// Type-only: pages reach services through the load context (never their own HTTP API), and the
// web bundle never imports server code at run time.
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** CSP nonce of this response, for the scripts React Router renders. */
    nonce: string;
    /** CSRF token for <meta name="csrf-token"> (docs/decisions/003-csrf-and-csp.md). */
    csrfToken: string;
  }
}

export {};

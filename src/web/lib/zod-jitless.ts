import { config } from 'zod/v4/core';

/**
 * In the browser zod must not compile parsers with `new Function`: the shop's
 * Content-Security-Policy has no 'unsafe-eval', so every page that builds a schema would raise a
 * violation report. Schemas decide this when they are built, and React Router evaluates route
 * modules before its browser entry, so this module is the root route's first import.
 * The server keeps compiled parsers (it parses every API call; no CSP applies there).
 */
if (typeof document !== 'undefined') config({ jitless: true });

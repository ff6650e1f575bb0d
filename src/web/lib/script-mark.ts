import { createContext } from 'react';

/**
 * The mark the server renders on the page's own inline scripts (their `nonce` attribute), so that
 * it can put exactly their hashes into the page's Content-Security-Policy and then remove the mark
 * (docs/decisions/022-pages-a-cdn-can-keep.md). Handed over by entry.server.tsx as React context,
 * not as loader data, which would carry it into the page. Undefined in the browser, where the
 * server's HTML arrives without it.
 */
export const ScriptMark = createContext<string | undefined>(undefined);

/**
 * The session hooks live in lib/use-session.ts (shared: orders, cart and the wish list read the
 * session too, and a feature does not import another). Kept for the importers outside this
 * change; import from lib.
 */
export { useSession, useSessionSync } from '../../lib/use-session';

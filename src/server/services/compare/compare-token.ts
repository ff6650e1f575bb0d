import { createHmac, timingSafeEqual } from 'node:crypto';

const TOKEN =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{43})$/;

/**
 * The compare cookie's value: `{session id}.{HMAC of it}`. The id alone is a random UUID, hard to
 * guess already; the signature means a made-up or tampered cookie is refused without a database
 * query, and that session ids read from the database (a backup, a log) cannot be replayed as
 * cookies without the app secret.
 */
export function createCompareTokens(key: Uint8Array) {
  const mac = (sessionId: string) => createHmac('sha256', key).update(sessionId).digest();
  return {
    sign(sessionId: string): string {
      return `${sessionId}.${mac(sessionId).toString('base64url')}`;
    },
    /** The session id of a genuine token; null for anything else (absent, forged, malformed). */
    open(token: string | undefined): string | null {
      const match = token ? TOKEN.exec(token) : null;
      if (!match) return null;
      const [, sessionId = '', signature = ''] = match;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(sessionId);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? sessionId
        : null;
    },
  };
}

export type CompareTokens = ReturnType<typeof createCompareTokens>;

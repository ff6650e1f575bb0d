import { SignJWT, errors, jwtVerify } from 'jose';
import { unauthenticated } from '#domain/errors';

/**
 * Short-lived JWT access tokens. Everything a verifier could be tricked on is pinned: the
 * algorithm (HS256 only, so `alg: none` and key-confusion tokens fail), issuer, audience, the
 * `typ` header (`at+jwt`, RFC 9068) and expiry. Refresh tokens are opaque random strings, not
 * JWTs, so one can never pass here.
 */
export const ISSUER = 'storefront';
export const AUDIENCE = 'storefront-api';
export const ACCESS_TYP = 'at+jwt';
const ALG = 'HS256';
/** User ids and session (refresh-family) ids are UUID columns: anything else names nobody. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (login session) this token belongs to; logout revokes it. */
  sessionId: string;
}

export function createAccessTokens(key: Uint8Array, ttlSeconds: number) {
  return {
    ttlSeconds,
    sign({ userId, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALG, typ: ACCESS_TYP })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },

    async verify(token: string): Promise<AccessClaims> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: ACCESS_TYP,
          requiredClaims: ['exp', 'sub', 'sid'],
        });
        // Signed by us, but a subject that is not a UUID would reach a uuid column and fail
        // there as a 500 (decision 013): check the shape here, where a bad token is a 401.
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          !UUID.test(payload.sub) ||
          !UUID.test(payload.sid)
        )
          throw new Error('claims');
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        const expired = error instanceof errors.JWTExpired;
        throw unauthenticated(
          expired ? 'token_expired' : 'token_invalid',
          expired ? 'Access token expired' : 'Invalid access token',
        );
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;

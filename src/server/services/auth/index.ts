import { createHmac } from 'node:crypto';
import type { Config } from '#server/config';
import type { Db } from '#server/db/types';
import type { Secrets } from '#server/secrets';
import type { OutboxService } from '../messaging/outbox-service';
import { createAccessTokens } from './access-tokens';
import { createAuthAccounts } from './auth-service';
import { createOneTimeCodes } from './one-time-codes';
import { createRefreshTokens } from './refresh-tokens';

/** Wires the auth service from its parts (tokens, codes, the outbox). */
export function createAuthService(db: Db, config: Config, secrets: Secrets, outbox: OutboxService) {
  // A key of its own for code hashes, derived from the JWT key so no new secret is needed.
  const codeKey = new Uint8Array(
    createHmac('sha256', secrets.jwt).update('one-time-codes').digest(),
  );
  return createAuthAccounts({
    db,
    accessTokens: createAccessTokens(secrets.jwt, config.ACCESS_TOKEN_TTL_SECONDS),
    refreshTokens: createRefreshTokens(db),
    codes: createOneTimeCodes(db, codeKey),
    outbox,
  });
}

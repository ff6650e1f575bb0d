import { createHmac } from 'node:crypto';
import type { Db } from '#server/db/types';
import type { Secrets } from '#server/secrets';
import { createCompareList } from './compare-service';
import { createCompareTokens } from './compare-token';

/** The compare list and the signing of its cookie. */
export function createCompareService(db: Db, secrets: Secrets) {
  // A key of its own, derived from the CSRF key so no new secret is needed; a compare cookie
  // signature can never pass as a CSRF token or the other way round.
  const key = new Uint8Array(createHmac('sha256', secrets.csrf).update('compare-session').digest());
  return { ...createCompareList(db), tokens: createCompareTokens(key) };
}

export { COMPARE_SESSION_DAYS } from './compare-service';

import { createHmac } from 'node:crypto';
import type { Db } from '../../db/types.js';
import type { Secrets } from '../../secrets.js';
import { createCompareList } from './compare-service.js';
import { createCompareTokens } from './compare-token.js';

/** The compare list and the signing of its cookie. */
export function createCompareService(db: Db, secrets: Secrets) {
  // A key of its own, derived from the CSRF key so no new secret is needed; a compare cookie
  // signature can never pass as a CSRF token or the other way round.
  const key = new Uint8Array(createHmac('sha256', secrets.csrf).update('compare-session').digest());
  return { ...createCompareList(db), tokens: createCompareTokens(key) };
}

export { COMPARE_SESSION_DAYS } from './compare-service.js';

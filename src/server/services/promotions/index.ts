import type { Db } from '#server/db/types';
import type { Audit } from '../audit/audit-service';
import { createPromotionsAdmin } from './admin';

export { releaseUse } from './uses';

/** The promotions noun: promo codes in the back office; the checkout asks `checkout/promo-slot`. */
export function createPromotionsService(db: Db, audit: Audit) {
  return { admin: createPromotionsAdmin(db, audit) };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;

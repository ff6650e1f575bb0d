import type { Db } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import { createComplaints } from './complaints';
import { createWithdrawals } from './withdrawals';

export interface ReturnsServiceDeps {
  db: Db;
  outbox: OutboxService;
  /** Signs withdrawal ids (step 2's only proof). */
  secret: string;
  /** The clock the periods are counted by (tests move it). */
  now?: () => Date;
}

/**
 * The returns noun, the shopper's side (CONTRACT.md "After the sale"): the withdrawal function
 * and complaints. It reads orders through `orders`; `orders` never imports it (decision 055).
 */
export function createReturnsService(deps: ReturnsServiceDeps) {
  return {
    withdrawals: createWithdrawals(deps),
    complaints: createComplaints(deps),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;

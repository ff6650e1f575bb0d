import type { Db } from '../../db/types.js';
import type { OutboxService } from '../messaging/outbox-service.js';
import { createCartService } from './cart-service.js';
import { createCartSharing } from './sharing.js';

/** The cart noun: the user's server cart, availability checks and shared snapshots. */
export function createCart(db: Db, outbox: OutboxService) {
  return { ...createCartService(db), ...createCartSharing(db, outbox) };
}

export type Cart = ReturnType<typeof createCart>;

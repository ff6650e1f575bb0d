import type { Db } from '../../db/types.js';
import type { OutboxService } from '../messaging/outbox-service.js';
import { createUserCart } from './cart-service.js';
import { createCartSharing } from './sharing.js';

/** The cart noun: the user's server cart, availability checks and shared snapshots. */
export function createCartService(db: Db, outbox: OutboxService) {
  return { ...createUserCart(db), ...createCartSharing(db, outbox) };
}

export type CartService = ReturnType<typeof createCartService>;

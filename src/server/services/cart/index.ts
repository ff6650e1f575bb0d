import type { Db } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import { createUserCart } from './cart-service';
import { createCartSharing } from './sharing';

/** The cart noun: the user's server cart, availability checks and shared snapshots. */
export function createCartService(db: Db, outbox: OutboxService) {
  return { ...createUserCart(db), ...createCartSharing(db, outbox) };
}

export type CartService = ReturnType<typeof createCartService>;

import { and, eq } from 'drizzle-orm';
import { returns } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { MediaStore } from '../media/index';
import type { OutboxService } from '../messaging/outbox-service';
import { createAdminReturns, type AdminReturnsDeps } from './admin-returns';
import { createComplaintPhotos } from './complaint-photos';
import { createComplaints } from './complaints';
import { createRefunds, type RefundsDeps } from './refunds';
import { createWithdrawals } from './withdrawals';

export { isOverdue, overdueSql } from './return-rows';

export interface ReturnsServiceDeps extends AdminReturnsDeps, RefundsDeps {
  db: Db;
  outbox: OutboxService;
  /** Signs withdrawal ids (step 2's only proof). */
  secret: string;
  /** Complaint photos' own store (`DATA_DIR/complaint-photos`), never served at /media. */
  photoStore: MediaStore;
  /** The clock the periods are counted by (tests move it). */
  now?: () => Date;
}

/**
 * The returns noun (docs/api.md "After the sale"): the shopper's withdrawal function and
 * complaints, and the back office's side of both, their moves and their refunds. It acts on
 * the order through what `orders` offers (reading it, stock) and on the payment through
 * `payments` (the limit, the state); neither imports it (decision 055): payments is handed
 * `refundUpdated` by createServices.
 */
export function createReturnsService(deps: ReturnsServiceDeps) {
  const photos = createComplaintPhotos({ store: deps.photoStore, secret: deps.secret });
  return {
    withdrawals: createWithdrawals(deps),
    complaints: createComplaints({ ...deps, photos }),
    /** A complaint's photo for the back office (its route checks the staff session). */
    async staffPhoto(id: number, n: number) {
      const [row] = await deps.db
        .select({ photos: returns.photos })
        .from(returns)
        .where(and(eq(returns.id, id), eq(returns.kind, 'complaint')));
      return row ? photos.read(row.photos, n) : null;
    },
    admin: createAdminReturns(deps),
    ...createRefunds(deps),
  };
}

export type ReturnsService = ReturnType<typeof createReturnsService>;

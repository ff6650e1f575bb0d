import type { Db } from '#server/db/types';
import type { CatalogChange } from '../catalog-changes/index';

/** Who writes: the staff member of the request (`requireStaff(request)`). */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** `services.audit`: `record` writes in the transaction it is given (it commits with the write). */
export interface AuditLog {
  record(executor: Db, actor: Actor, entry: AuditEntry): Promise<void>;
  /** Many rows in one statement, when the log offers it (a bulk action writes up to 1,000). */
  recordMany?(executor: Db, actor: Actor, entries: readonly AuditEntry[]): Promise<void>;
}

/** Audit rows of a bulk action, in its transaction: one statement if the log can, else one each. */
export async function recordAll(
  audit: AuditLog,
  tx: Db,
  actor: Actor,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (audit.recordMany) return audit.recordMany(tx, actor, entries);
  for (const entry of entries) await audit.record(tx, actor, entry);
}

export interface CatalogWriteDeps {
  db: Db;
  audit: AuditLog;
  /**
   * After a committed write: drop what this process and every other one keeps of the catalogue
   * (`services.catalog.invalidate`, which publishes on the change bus).
   */
  changed: (change: CatalogChange) => void | Promise<void>;
  /**
   * After products were deleted (not archived): remove their uploaded image files (the rows went
   * by cascade). A failure leaves only unused files behind, never a broken product.
   */
  deletedProducts?: (ids: readonly number[]) => Promise<void>;
}

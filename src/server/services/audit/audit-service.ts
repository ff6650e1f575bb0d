import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '#contracts/admin/audit';
import { auditLog } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';

/**
 * Who did it: the staff member of the request (`requireStaff(request)`), or no staff member
 * (`id: null`) for the few writes a shopper makes on the shop's books (deleting their account).
 */
export interface Actor {
  id: string | null;
  email: string;
}

export interface AuditRecord {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const PAGE_SIZE = 50;

function auditRow(actor: Actor, entry: AuditRecord) {
  return {
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId:
      entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

/**
 * The audit log of back-office writes. `record` takes the transaction of the write it
 * describes, so the row commits or rolls back with it: no write without its audit row, and no
 * audit row of a write that did not happen.
 */
export function createAuditService(db: Db) {
  return {
    async record(executor: Executor, actor: Actor, entry: AuditRecord): Promise<void> {
      await executor.insert(auditLog).values(auditRow(actor, entry));
    },

    /** Many rows in one statement (a bulk action of up to 1,000 products), in the write's transaction. */
    async recordMany(
      executor: Executor,
      actor: Actor,
      entries: readonly AuditRecord[],
    ): Promise<void> {
      // Chunks keep one statement's parameters far below PostgreSQL's 65,535.
      for (let i = 0; i < entries.length; i += 1000) {
        const chunk = entries.slice(i, i + 1000).map((e) => auditRow(actor, e));
        if (chunk.length) await executor.insert(auditLog).values(chunk);
      }
    },

    /** Newest first, filtered by staff member, entity and days (UTC, inclusive). */
    async list(query: AuditQuery): Promise<{ items: AuditEntry[]; total: number; limit: number }> {
      const filters: SQL[] = [];
      if (query.staff_id) filters.push(eq(auditLog.staffId, query.staff_id));
      if (query.entity) filters.push(eq(auditLog.entity, query.entity));
      if (query.entity_id) filters.push(eq(auditLog.entityId, query.entity_id));
      if (query.from) filters.push(gte(auditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
      if (query.to) {
        const end = new Date(`${query.to}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + 1);
        filters.push(lt(auditLog.createdAt, end));
      }
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(PAGE_SIZE)
          .offset((query.page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          staff_email: r.staffEmail,
          action: r.action,
          entity: r.entity,
          entity_id: r.entityId,
          before: r.before,
          after: r.after,
          created_at: r.createdAt.toISOString(),
        })),
        total: totals?.n ?? 0,
        limit: PAGE_SIZE,
      };
    },
  };
}

export type Audit = ReturnType<typeof createAuditService>;

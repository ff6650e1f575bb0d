import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import { staff, staffSessions } from '#server/db/schema/index';
import type { Db, Executor } from '#server/db/types';
import type { StaffPrincipal } from './staff-service';
import { hashToken } from '#server/services/shared/token-hash';

export interface SessionLimits {
  /** A session unused this long ends. */
  idleMinutes: number;
  /** A session ends this long after login, used or not. */
  maxHours: number;
}

/** `last_seen_at` is written at most this often: a page of API calls is not a write each. */
const TOUCH_EVERY_MS = 60_000;

/** 256 random bits, base64url: what the cookie holds (only its hash is stored). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Server-side sessions of the back office. The cookie holds a random token; the row holds its
 * SHA-256, so a leaked table opens nothing, and deleting rows ends sessions at once (logout,
 * a password change, disabling an account).
 */
export function createStaffSessions(db: Db, limits: SessionLimits) {
  return {
    async start(staffId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(staffSessions).values({
        tokenHash: hashToken(token),
        staffId,
        expiresAt: new Date(Date.now() + limits.maxHours * 3_600_000),
      });
      // Old sessions of everyone are swept here, on the rare event of a login.
      await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date()));
      return token;
    },

    /** The active staff member behind a cookie's token, or null (expired, idle, disabled, gone). */
    async resolve(token: string | undefined | null): Promise<StaffPrincipal | null> {
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      const now = Date.now();
      const idleSince = new Date(now - limits.idleMinutes * 60_000);
      const [row] = await db
        .select({
          id: staff.id,
          email: staff.email,
          role: staff.role,
          locale: staff.locale,
          lastSeenAt: staffSessions.lastSeenAt,
          tokenHash: staffSessions.tokenHash,
        })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, hashToken(token)),
            gt(staffSessions.expiresAt, new Date(now)),
            gt(staffSessions.lastSeenAt, idleSince),
            isNull(staff.disabledAt),
          ),
        )
        .limit(1);
      if (!row) return null;
      if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(staffSessions)
          .set({ lastSeenAt: sql`now()` })
          .where(eq(staffSessions.tokenHash, row.tokenHash));
      }
      return { id: row.id, email: row.email, role: row.role, locale: row.locale };
    },

    async end(token: string | undefined | null): Promise<void> {
      if (!token || !TOKEN_SHAPE.test(token)) return;
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of a staff member, but the one `keepToken` names (if any). */
    async endAllOf(executor: Executor, staffId: string, keepToken?: string): Promise<void> {
      const keep = keepToken && TOKEN_SHAPE.test(keepToken) ? hashToken(keepToken) : null;
      await executor
        .delete(staffSessions)
        .where(
          and(
            eq(staffSessions.staffId, staffId),
            keep ? ne(staffSessions.tokenHash, keep) : undefined,
          ),
        );
    },
  };
}

export type StaffSessions = ReturnType<typeof createStaffSessions>;

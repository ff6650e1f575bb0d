import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { unauthenticated } from '#domain/errors';
import { refreshTokens } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import { hashToken } from '#server/services/shared/token-hash';

/** A session stays alive while used at least monthly, and ends 90 days after login regardless. */
export const REFRESH_IDLE_MS = 30 * 24 * 3600_000;
export const SESSION_MAX_MS = 90 * 24 * 3600_000;
/** Two tabs refreshing with the same token at once both get an answer (docs/rules.md#accounts-and-sessions). */
export const REUSE_GRACE_MS = 10_000;

export interface RefreshResult {
  userId: string;
  familyId: string;
  token: string;
}

const newToken = () => randomBytes(32).toString('base64url'); // 256 bits

/** Opaque rotating refresh tokens in families; see db/schema/refresh-tokens.ts. */
export function createRefreshTokens(db: Db, now: () => Date = () => new Date()) {
  async function insert(
    userId: string,
    familyId: string,
    familyExpiresAt: Date,
    parentId: string | null,
  ) {
    const token = newToken();
    const idleEnd = new Date(now().getTime() + REFRESH_IDLE_MS);
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      parentId,
      tokenHash: hashToken(token),
      expiresAt: idleEnd < familyExpiresAt ? idleEnd : familyExpiresAt,
      familyExpiresAt,
    });
    return token;
  }

  async function revokeFamily(familyId: string) {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    /** A new login session: a new family with its absolute expiry. */
    async start(userId: string): Promise<RefreshResult> {
      const familyId = randomUUID();
      const token = await insert(
        userId,
        familyId,
        new Date(now().getTime() + SESSION_MAX_MS),
        null,
      );
      return { userId, familyId, token };
    },

    /**
     * Spends `token` and returns its successor. A token already spent is answered again only
     * inside the grace window (two tabs); later it means the token leaked, so the whole family
     * is revoked and both the thief and the user must log in again.
     */
    async rotate(token: string): Promise<RefreshResult> {
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(token)))
        .limit(1);
      const at = now();
      if (!row || row.revokedAt)
        throw unauthenticated('refresh_token_invalid', 'Invalid refresh token');
      if (row.expiresAt <= at || row.familyExpiresAt <= at)
        throw unauthenticated('refresh_token_expired', 'Refresh token expired');

      // Conditional update: of two concurrent rotations exactly one spends the token.
      const spent = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      if (spent.length === 0) {
        const [current] = await db
          .select({ usedAt: refreshTokens.usedAt })
          .from(refreshTokens)
          .where(eq(refreshTokens.id, row.id));
        const usedAt = current?.usedAt ?? row.usedAt;
        if (!usedAt || at.getTime() - usedAt.getTime() > REUSE_GRACE_MS) {
          await revokeFamily(row.familyId);
          throw unauthenticated('refresh_token_reused', 'Refresh token was already used');
        }
      }
      const next = await insert(row.userId, row.familyId, row.familyExpiresAt, row.id);
      return { userId: row.userId, familyId: row.familyId, token: next };
    },

    revokeFamily,

    /** After a password reset: every session of the user ends. */
    async revokeUser(userId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now() })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type RefreshTokens = ReturnType<typeof createRefreshTokens>;

import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { oneTimeCodes, type OneTimeCodePurpose } from '#server/db/schema/index';
import type { Db } from '#server/db/types';

export const CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses a 6-digit SMS code survives; after that it is dead (1e6 / 5 is no odds). */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * Single-use codes and tokens: 6-digit SMS codes and 256-bit link tokens. Only a keyed hash is
 * stored: a plain SHA-256 of a 6-digit code is reversed by trying all million of them, an HMAC
 * without the server key is not.
 */
export function createOneTimeCodes(db: Db, key: Uint8Array, now: () => Date = () => new Date()) {
  const digest = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  const expiry = () => new Date(now().getTime() + CODE_TTL_MS);

  async function issue(
    purpose: OneTimeCodePurpose,
    userId: string,
    target: string,
    secret: string,
  ) {
    // A new code replaces the previous ones of the same purpose and target.
    await db
      .update(oneTimeCodes)
      .set({ usedAt: now() })
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, purpose),
          eq(oneTimeCodes.target, target),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    await db
      .insert(oneTimeCodes)
      .values({ purpose, userId, target, codeHash: digest(secret), expiresAt: expiry() });
    return secret;
  }

  return {
    /** A 6-digit code for an SMS. */
    issueCode(purpose: OneTimeCodePurpose, userId: string, target: string) {
      return issue(purpose, userId, target, String(randomInt(0, 1_000_000)).padStart(6, '0'));
    },

    /** A long random token for a link (e-mail reset) or a reset after an SMS code. */
    issueToken(purpose: OneTimeCodePurpose, userId: string, target: string) {
      return issue(purpose, userId, target, randomBytes(32).toString('base64url'));
    },

    /**
     * Checks a code sent to `target` and spends it. Every wrong try counts against the newest
     * live code; the answer never says whether a code exists. Returns the user id or null.
     */
    async consumeCode(
      purpose: OneTimeCodePurpose,
      target: string,
      code: string,
      userId?: string,
    ): Promise<string | null> {
      const conditions = [
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.target, target),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now()),
        lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS),
      ];
      if (userId) conditions.push(eq(oneTimeCodes.userId, userId));
      const [live] = await db
        .select()
        .from(oneTimeCodes)
        .where(and(...conditions))
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(1);
      if (!live) return null;
      if (live.codeHash !== digest(code)) {
        await db
          .update(oneTimeCodes)
          .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
          .where(eq(oneTimeCodes.id, live.id));
        return null;
      }
      const spent = await db
        .update(oneTimeCodes)
        .set({ usedAt: now() })
        .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
        .returning({ userId: oneTimeCodes.userId });
      return spent[0]?.userId ?? null;
    },

    /** Spends a link token; returns its user id, or null when unknown, used or expired. */
    async consumeToken(purpose: OneTimeCodePurpose, token: string): Promise<string | null> {
      const spent = await db
        .update(oneTimeCodes)
        .set({ usedAt: now() })
        .where(
          and(
            eq(oneTimeCodes.codeHash, digest(token)),
            eq(oneTimeCodes.purpose, purpose),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, now()),
          ),
        )
        .returning({ userId: oneTimeCodes.userId });
      return spent[0]?.userId ?? null;
    },
  };
}

export type OneTimeCodes = ReturnType<typeof createOneTimeCodes>;

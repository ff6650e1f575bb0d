import { desc, eq, sql } from 'drizzle-orm';
import type { RegisterRequest } from '#contracts/auth';
import { unauthenticated, validation } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { users } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { OutboxService } from '../messaging/outbox-service';
import { templates } from '../messaging/templates';
import type { AccessTokens } from './access-tokens';
import type { OneTimeCodes } from './one-time-codes';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import type { RefreshTokens } from './refresh-tokens';

type UserRow = typeof users.$inferSelect;

export interface AuthDeps {
  db: Db;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  codes: OneTimeCodes;
  outbox: OutboxService;
}

/** Registration input after the contract schema ran (trimmed, lower-cased, phone normalized). */
export type NewUser = Omit<RegisterRequest, 'phone'> & { phone?: string | undefined };

const toUser = (u: UserRow) => ({
  name: u.name,
  surname: u.surname,
  email: u.email,
  phone: u.phone,
});
const toProfile = (u: UserRow) => ({ ...toUser(u), phone_verified: u.phoneVerifiedAt !== null });

/** Registration, login, sessions, password reset, phone verification and the language setting. */
export function createAuthAccounts({ db, accessTokens, refreshTokens, codes, outbox }: AuthDeps) {
  async function findByEmail(email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  }
  async function findById(id: string) {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }
  async function userOf(userId: string) {
    const user = await findById(userId);
    // A token of a deleted account is as good as no token.
    if (!user) throw unauthenticated('token_invalid', 'Unknown user');
    return user;
  }
  async function session(user: UserRow) {
    const refresh = await refreshTokens.start(user.id);
    const access = await accessTokens.sign({ userId: user.id, sessionId: refresh.familyId });
    return { access_token: access, refresh_token: refresh.token, user: toUser(user) };
  }

  return {
    /**
     * The auth plugin's check of every bearer token: the signature and claims, then that the
     * user still exists (one primary-key lookup). A deleted account's token must not clear a
     * cart or count badges until it expires; checking here covers every route at once.
     */
    async verifyAccessToken(token: string) {
      const claims = await accessTokens.verify(token);
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, claims.userId))
        .limit(1);
      if (!row) throw unauthenticated('token_invalid', 'Unknown user');
      return claims;
    },

    /**
     * A taken address gets the same work (a hash) and a 422 on the e-mail field; the owner is
     * told by e-mail. The contract's answer to a new account carries tokens, so a taken address
     * cannot get the same answer; the per-address rate limit keeps probing slow.
     */
    async register(input: NewUser, locale: Locale, origin: string) {
      const passwordHash = await hashPassword(input.password);
      const existing = await findByEmail(input.email);
      if (existing) {
        const link = `${origin}/${existing.locale}/reset-password`;
        await outbox.enqueueEmail(
          existing.email,
          templates.alreadyRegistered(existing.locale, existing.name, link),
        );
        throw validation({ email: ['email.unavailable'] }, 'registration_refused');
      }
      const [user] = await db
        .insert(users)
        .values({
          email: input.email,
          name: input.name,
          surname: input.surname,
          phone: input.phone ?? null,
          passwordHash,
          locale,
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!user) throw validation({ email: ['email.unavailable'] }, 'registration_refused'); // lost a race
      await outbox.enqueueEmail(
        user.email,
        templates.welcome(locale, user.name, `${origin}/${locale}/account`),
      );
      return session(user);
    },

    /** Unknown e-mail and wrong password: same error, same time (a dummy hash is verified). */
    async login(email: string, password: string) {
      const user = await findByEmail(email);
      if (!user) {
        await burnPasswordCheck(password);
        throw unauthenticated('invalid_credentials', 'Wrong e-mail or password');
      }
      if (!(await verifyPassword(user.passwordHash, password)))
        throw unauthenticated('invalid_credentials', 'Wrong e-mail or password');
      return session(user);
    },

    async refresh(token: string) {
      const next = await refreshTokens.rotate(token);
      const access = await accessTokens.sign({ userId: next.userId, sessionId: next.familyId });
      return { access_token: access, refresh_token: next.token };
    },

    logout: (sessionId: string) => refreshTokens.revokeFamily(sessionId),

    me: async (userId: string) => toProfile(await userOf(userId)),

    /** Sends a reset link when the account exists; the caller answers the same either way. */
    async startResetByEmail(email: string, origin: string) {
      const user = await findByEmail(email);
      if (!user) return;
      const token = await codes.issueToken('password_reset', user.id, user.email);
      const link = `${origin}/${user.locale}/reset-password?token=${encodeURIComponent(token)}`;
      await outbox.enqueueEmail(user.email, templates.passwordReset(user.locale, user.name, link));
    },

    /** Sends an SMS code to the phone of an account (a verified number first, then the newest). */
    async startResetByPhone(phone: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.phone, phone))
        .orderBy(sql`${users.phoneVerifiedAt} is null`, desc(users.createdAt))
        .limit(1);
      if (!user) return;
      const code = await codes.issueCode('phone_reset', user.id, phone);
      await outbox.enqueueSms(phone, templates.smsCode(user.locale, code));
    },

    /** Finishes a reset: new password, and every session of the account ends. */
    async finishReset(token: string, password: string) {
      const userId = await codes.consumeToken('password_reset', token);
      if (!userId) throw validation({ token: ['token.invalid'] }, 'reset_token_invalid');
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, userId));
      await refreshTokens.revokeUser(userId);
    },

    /** Guest: an SMS reset code becomes a reset token (finished like an e-mailed one). */
    async exchangeResetCode(phone: string, code: string) {
      const userId = await codes.consumeCode('phone_reset', phone, code);
      if (!userId) throw validation({ code: ['code.wrong'] }, 'code_invalid');
      return codes.issueToken('password_reset', userId, phone);
    },

    /** Logged in: sends a code to the number the user wants to confirm. */
    async sendPhoneCode(userId: string, phone: string) {
      const user = await userOf(userId);
      const code = await codes.issueCode('phone_verify', user.id, phone);
      await outbox.enqueueSms(phone, templates.smsCode(user.locale, code));
    },

    /** Logged in: a right code makes that number the account's verified phone. */
    async verifyPhone(userId: string, phone: string, code: string) {
      const owner = await codes.consumeCode('phone_verify', phone, code, userId);
      if (!owner) throw validation({ code: ['code.wrong'] }, 'code_invalid');
      const [user] = await db
        .update(users)
        .set({ phone, phoneVerifiedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return toProfile(user ?? (await userOf(userId)));
    },

    getLocale: async (userId: string) => (await userOf(userId)).locale,

    async setLocale(userId: string, locale: Locale) {
      const [user] = await db
        .update(users)
        .set({ locale })
        .where(eq(users.id, userId))
        .returning({ locale: users.locale });
      if (!user) throw unauthenticated('token_invalid', 'Unknown user');
      return user.locale;
    },
  };
}

export type AuthAccounts = ReturnType<typeof createAuthAccounts>;

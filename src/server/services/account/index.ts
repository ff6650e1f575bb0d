import { eq } from 'drizzle-orm';
import { notFound, validation } from '#domain/errors';
import { users } from '#server/db/schema/index';
import type { Db } from '#server/db/types';
import type { Audit } from '../audit/index';
import { verifyPassword } from '../auth/passwords';
import type { SettingsService } from '../settings/index';
import { eraseAccount, SHOPPER_ACTOR } from './erase';
import { exportAccount } from './export';

export interface AccountDeps {
  db: Db;
  audit: Audit;
  settings: SettingsService;
}

/** The shopper's own data: download it, or delete the account (docs/rules.md#own-data). */
export function createAccountService({ db, audit, settings }: AccountDeps) {
  return {
    async exportData(userId: string) {
      const data = await exportAccount(db, userId);
      if (!data) throw notFound('account_not_found');
      return data;
    },

    /**
     * Deletes the account after checking its password (422 on `password` when wrong), in one
     * transaction with its audit row. What is kept and what is erased: `eraseAccount`.
     */
    async deleteAccount(userId: string, password: string): Promise<void> {
      const [user] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw notFound('account_not_found');
      if (!(await verifyPassword(user.hash, password)))
        throw validation({ password: ['password.wrong'] }, 'wrong_password');
      const policy = await settings.get('deleted_account_reviews');
      await db.transaction(async (tx) => {
        const erased = await eraseAccount(tx, userId, policy);
        await audit.record(tx, SHOPPER_ACTOR, {
          action: 'delete',
          entity: 'account',
          entityId: userId,
          after: { orders_erased: erased.orders, reviews: erased.reviews, reviews_policy: policy },
        });
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;

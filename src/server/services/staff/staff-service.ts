import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { conflict, notFound, unauthenticated, validation } from '#domain/errors';
import type { Locale } from '#domain/locale';
import { ADMIN_SESSION_COOKIE, type StaffMember, type StaffRole } from '#contracts/admin/staff';
import { staff } from '#server/db/schema/index';
import type { Db, Tx } from '#server/db/types';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../auth/passwords';
import type { Actor, Audit } from '../audit/audit-service';
import type { StaffSessions } from './sessions';

/** The staff member a back-office request acts as. */
export interface StaffPrincipal {
  id: string;
  email: string;
  role: StaffRole;
  locale: Locale;
}

export interface NewStaff {
  email: string;
  password: string;
  role: StaffRole;
  locale?: Locale | undefined;
}

export interface StaffChange {
  role?: StaffRole | undefined;
  disabled?: boolean | undefined;
  password?: string | undefined;
}

type StaffRow = typeof staff.$inferSelect;

const SESSION_COOKIE_VALUE = new RegExp(
  `(?:^|;\\s*)${ADMIN_SESSION_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`,
);

const member = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  role: row.role,
  locale: row.locale,
  disabled: row.disabledAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of an account: never the password hash. */
const auditView = (row: StaffRow) => ({
  email: row.email,
  role: row.role,
  disabled: row.disabledAt !== null,
});

/**
 * Staff accounts: login, the owner's management of staff, and the rule that a shop always has
 * an active owner. Writes lock the owners' rows first, so two owners demoting each other at
 * once cannot both succeed and leave the shop without one.
 */
export function createStaffAccounts(db: Db, sessions: StaffSessions, audit: Audit) {
  async function insert(executor: Db | Tx, input: NewStaff): Promise<StaffRow> {
    const passwordHash = await hashPassword(input.password);
    const [row] = await executor
      .insert(staff)
      .values({
        email: input.email.toLowerCase(),
        passwordHash,
        role: input.role,
        locale: input.locale ?? 'pl',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('email_taken', 'A staff account with this e-mail exists');
    return row;
  }

  /** Active owners other than `exceptId`, locked for this transaction. */
  async function otherActiveOwners(tx: Tx, exceptId: string): Promise<number> {
    const rows = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt)))
      .for('update');
    return rows.filter((r) => r.id !== exceptId).length;
  }

  return {
    sessions,

    /** For the back office's page loaders, which see the web `Request`'s Cookie header only. */
    async sessionFromCookieHeader(
      header: string | null | undefined,
    ): Promise<StaffPrincipal | null> {
      const match = SESSION_COOKIE_VALUE.exec(header ?? '');
      return sessions.resolve(match?.[1]);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(staff);
      return row?.n ?? 0;
    },

    /**
     * The first owner (ADMIN_EMAIL at start, `npm run admin -- create-owner`). Refused once the
     * shop has any staff account: from then on owners are added in the back office.
     */
    async createFirstOwner(email: string, password: string): Promise<StaffMember | null> {
      return db.transaction(async (tx) => {
        // One start or command at a time decides "no staff yet" (two processes may start at once).
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff_first_owner'))`);
        const [existing] = await tx.select({ n: count() }).from(staff);
        if ((existing?.n ?? 0) > 0) return null;
        const row = await insert(tx, { email, password, role: 'owner' });
        await audit.record(
          tx,
          { id: row.id, email: row.email },
          {
            action: 'create_first_owner',
            entity: 'staff',
            entityId: row.id,
            after: auditView(row),
          },
        );
        return member(row);
      });
    },

    /** Checks the password; the same answer and about the same time for an unknown e-mail. */
    async login(
      email: string,
      password: string,
    ): Promise<{ token: string; staff: StaffPrincipal }> {
      const [row] = await db.select().from(staff).where(eq(staff.email, email.toLowerCase()));
      if (!row) {
        await burnPasswordCheck(password);
        throw unauthenticated('invalid_credentials', 'Wrong e-mail or password');
      }
      const ok = await verifyPassword(row.passwordHash, password);
      if (!ok || row.disabledAt)
        throw unauthenticated('invalid_credentials', 'Wrong e-mail or password');
      const token = await sessions.start(row.id);
      return { token, staff: { id: row.id, email: row.email, role: row.role, locale: row.locale } };
    },

    async setLocale(me: StaffPrincipal, locale: Locale): Promise<StaffPrincipal> {
      await db.update(staff).set({ locale }).where(eq(staff.id, me.id));
      return { ...me, locale };
    },

    /** Changes one's own password; every other session of the account ends. */
    async changeOwnPassword(me: StaffPrincipal, current: string, next: string, keepToken: string) {
      const [row] = await db.select().from(staff).where(eq(staff.id, me.id));
      if (!row || !(await verifyPassword(row.passwordHash, current))) {
        throw validation({ current_password: ['password.wrong'] });
      }
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await tx.update(staff).set({ passwordHash }).where(eq(staff.id, me.id));
        await sessions.endAllOf(tx, me.id, keepToken);
        await audit.record(tx, me, { action: 'change_password', entity: 'staff', entityId: me.id });
      });
    },

    async list(): Promise<StaffMember[]> {
      const rows = await db.select().from(staff).orderBy(asc(staff.createdAt), asc(staff.email));
      return rows.map(member);
    },

    async create(actor: Actor, input: NewStaff): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const row = await insert(tx, input);
        await audit.record(tx, actor, {
          action: 'create',
          entity: 'staff',
          entityId: row.id,
          after: auditView(row),
        });
        return member(row);
      });
    },

    /**
     * Role, disabling and password reset by an owner. The last active owner can be neither
     * demoted nor disabled. Disabling or a new password ends the account's sessions.
     */
    async update(actor: Actor, id: string, change: StaffChange): Promise<StaffMember> {
      const passwordHash = change.password ? await hashPassword(change.password) : undefined;
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
        if (!before) throw notFound('staff_not_found', 'No such staff account');
        const losesOwner =
          before.role === 'owner' &&
          before.disabledAt === null &&
          (change.role === 'staff' || change.disabled === true);
        if (losesOwner && (await otherActiveOwners(tx, id)) === 0) {
          throw conflict('last_owner', 'The shop must keep at least one active owner');
        }
        const disabledAt =
          change.disabled === undefined
            ? before.disabledAt
            : change.disabled
              ? (before.disabledAt ?? new Date())
              : null;
        const [after] = await tx
          .update(staff)
          .set({
            ...(change.role ? { role: change.role } : {}),
            disabledAt,
            ...(passwordHash ? { passwordHash } : {}),
          })
          .where(eq(staff.id, id))
          .returning();
        if (!after) throw notFound('staff_not_found', 'No such staff account');
        // The role is read again on every request; a disabled account or a new password ends sessions.
        if (change.disabled || passwordHash) {
          await sessions.endAllOf(tx, id);
        }
        await audit.record(tx, actor, {
          action: passwordHash ? 'reset_password' : 'update',
          entity: 'staff',
          entityId: id,
          before: auditView(before),
          after: auditView(after),
        });
        return member(after);
      });
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;

import type { Config } from '#server/config';
import type { Db } from '#server/db/types';
import type { Audit } from '../audit/index';
import { createStaffSessions } from './sessions';
import { createStaffAccounts } from './staff-service';

export type { StaffPrincipal } from './staff-service';

/**
 * The back office's people: accounts and their sessions (`staff.sessions`). Their writes are
 * audited through `audit` (services/audit), which every back-office service shares.
 */
export function createStaffService(db: Db, config: Config, audit: Audit) {
  const sessions = createStaffSessions(db, {
    idleMinutes: config.ADMIN_SESSION_IDLE_MINUTES,
    maxHours: config.ADMIN_SESSION_MAX_HOURS,
  });
  return createStaffAccounts(db, sessions, audit);
}

export type StaffService = ReturnType<typeof createStaffService>;

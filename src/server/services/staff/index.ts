import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import type { Audit } from '../audit/index.js';
import { createStaffSessions } from './sessions.js';
import { createStaffAccounts } from './staff-service.js';

export type { StaffPrincipal } from './staff-service.js';

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

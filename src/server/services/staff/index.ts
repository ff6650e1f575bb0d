import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import { createAudit } from './audit.js';
import { createStaffSessions } from './sessions.js';
import { createStaffService } from './staff-service.js';

export type { Actor, Audit, AuditRecord } from './audit.js';
export type { StaffPrincipal } from './staff-service.js';

/** The back office's people: accounts, sessions and the audit log of what they wrote. */
export function createStaff(db: Db, config: Config) {
  const audit = createAudit(db);
  const sessions = createStaffSessions(db, {
    idleMinutes: config.ADMIN_SESSION_IDLE_MINUTES,
    maxHours: config.ADMIN_SESSION_MAX_HOURS,
  });
  const staff = createStaffService(db, sessions, audit);
  return { audit, staff };
}

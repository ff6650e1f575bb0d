export { createAuditService } from './audit-service';
export type { Actor, Audit, AuditRecord } from './audit-service';

export { createAuditService } from './audit-service.js';
export type { Actor, Audit, AuditRecord } from './audit-service.js';

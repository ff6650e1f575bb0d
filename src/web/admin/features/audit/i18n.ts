import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type AuditMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The audit log's texts. (docs/back-office/conventions.md). */
export const auditTexts = createTexts<AuditMessages>({ pl, en, ru });

export type AuditT = Translate<keyof AuditMessages>;
export const useAuditT = auditTexts.useT;

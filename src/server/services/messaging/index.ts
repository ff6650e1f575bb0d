import path from 'node:path';
import type { Config } from '../../config.js';
import type { Db } from '../../db/types.js';
import { createOutbox } from './outbox-service.js';
import {
  fileMailTransport,
  fileSmsProvider,
  smtpTransport,
  type SmsProvider,
} from './transports.js';

/**
 * Mail over SMTP when SMTP_URL is set, else JSON files in DATA_DIR/outbox; SMS through the
 * given provider, by default files in the same folder (there is no SMS gateway configured).
 */
export function createMessagingService(db: Db, config: Config, sms?: SmsProvider) {
  const dir = path.join(config.DATA_DIR, 'outbox');
  return createOutbox({
    db,
    mail: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileMailTransport(dir),
    sms: sms ?? fileSmsProvider(dir),
    log: (message, error) => console.error(message, error),
  });
}

import path from 'node:path';
import type { Config } from '#server/config';
import type { Db } from '#server/db/types';
import type { JobQueue } from '../jobs/queue';
import { createOutbox } from './outbox-service';
import { fileMailTransport, fileSmsProvider, smtpTransport, type SmsProvider } from './transports';

/**
 * Mail over SMTP when SMTP_URL is set, else JSON files in DATA_DIR/outbox; SMS through the
 * given provider, by default files in the same folder (there is no SMS gateway configured).
 */
export function createMessagingService(db: Db, jobs: JobQueue, config: Config, sms?: SmsProvider) {
  const dir = path.join(config.DATA_DIR, 'outbox');
  return createOutbox({
    db,
    jobs,
    mail: config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileMailTransport(dir),
    sms: sms ?? fileSmsProvider(dir),
    log: (message, error) => console.error(message, error),
  });
}

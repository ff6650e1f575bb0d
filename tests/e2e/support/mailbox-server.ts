import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '../../setup/smtp-sink';

/** The test SMTP server of the e2e run: every received message becomes `<dir>/<n>.json`. */
export async function startMailbox(dir: string) {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return startSmtpSink((mail) => {
    writeFileSync(path.join(dir, `${String(++n).padStart(5, '0')}.json`), JSON.stringify(mail));
  });
}

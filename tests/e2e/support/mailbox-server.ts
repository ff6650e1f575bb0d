import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpSink } from '#tests/setup/smtp-sink';

/**
 * The test SMTP server of the e2e run: every received message becomes `<dir>/<n>.json`, written
 * under a temporary name first so that a spec polling the folder never reads half a file.
 */
export async function startMailbox(dir: string) {
  mkdirSync(dir, { recursive: true });
  let n = 0;
  return startSmtpSink((mail) => {
    const name = `${String(++n).padStart(5, '0')}.json`;
    writeFileSync(path.join(dir, `.${name}.tmp`), JSON.stringify(mail));
    renameSync(path.join(dir, `.${name}.tmp`), path.join(dir, name));
  });
}

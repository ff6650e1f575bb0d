import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { ReceivedMail } from '#tests/setup/smtp-sink';

function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir)
    throw new Error(
      'E2E_DATA_DIR is not set: mail and SMS specs need the server global-setup starts',
    );
  return dir;
}

function readJson<T>(dir: string, filter: (name: string) => boolean): T[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter(filter)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as T);
}

/** The newest e-mail to `to` received by the test SMTP server (waits for it). */
export async function lastMailTo(to: string, subject?: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = readJson<ReceivedMail>(path.join(dataDir(), 'received-mail'), (f) =>
          f.endsWith('.json'),
        )
          .filter((m) => m.to.includes(to.toLowerCase()) && (!subject || subject.test(m.subject)))
          .at(-1);
        return Boolean(found);
      },
      { message: `an e-mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as ReceivedMail;
}

/** The 6-digit code of the newest SMS to `phone`, from the server's outbox folder. */
export async function lastSmsCode(phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const sms = readJson<{ to: string; text: string }>(path.join(dataDir(), 'outbox'), (f) =>
          f.endsWith('-sms.json'),
        )
          .filter((m) => m.to === phone)
          .at(-1);
        code = sms ? /(\d{6})/.exec(sms.text)?.[1] : undefined;
        return Boolean(code);
      },
      { message: `an SMS to ${phone}`, timeout: 10_000 },
    )
    .toBe(true);
  return code as string;
}

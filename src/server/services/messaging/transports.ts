import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { OutboxAttachment } from '#server/db/schema/index';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Files sent with it (an invoice's PDF). */
  attachments?: OutboxAttachment[] | null;
}

/** Where e-mails go: SMTP when `SMTP_URL` is set, else files in the outbox folder. */
export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Where SMS go. A real gateway (Twilio, SMSAPI…) implements this; the default writes files. */
export interface SmsProvider {
  readonly kind: string;
  send(sms: { to: string; text: string }): Promise<void>;
}

export const MAIL_FROM = 'Dom i Styl <no-reply@domistyl.example>';

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: MAIL_FROM,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.base64, 'base64'),
              })),
            }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}

let sequence = 0;
/**
 * `<time>-<n>-<channel>.json`: sortable by time, never clashing within a process. Written under a
 * temporary name and renamed, so whoever reads the folder (a developer's tool, the e2e suite)
 * never sees a half-written message.
 */
async function writeOutboxFile(dir: string, channel: 'email' | 'sms', body: object) {
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}-${channel}.json`;
  const temporary = path.join(dir, `.${name}.tmp`);
  await writeFile(
    temporary,
    JSON.stringify({ channel, ...body, createdAt: new Date().toISOString() }, null, 2),
  );
  await rename(temporary, path.join(dir, name));
}

/** Development without SMTP: each e-mail becomes a JSON file a developer can open. */
export function fileMailTransport(dir: string): MailTransport {
  return { kind: 'file', send: (mail) => writeOutboxFile(dir, 'email', mail), close: () => {} };
}

export function fileSmsProvider(dir: string): SmsProvider {
  return { kind: 'file', send: (sms) => writeOutboxFile(dir, 'sms', sms) };
}

import { SMTPServer } from 'smtp-server';

/** One message as received by the test SMTP server, decoded enough for assertions. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The whole message as sent (attachments' headers and base64 bodies included). */
  raw: string;
  receivedAt: string;
}

export interface SmtpSink {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Waits for a message to `to` (matching `subject` when given) that arrived after `since`. */
  waitFor(
    to: string,
    options?: { since?: number; subject?: RegExp; timeoutMs?: number },
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package), so tests exercise nodemailer's
 * actual SMTP conversation instead of a mocked transport. `onMessage` lets the e2e setup
 * persist messages for the browser tests.
 */
export async function startSmtpSink(onMessage?: (mail: ReceivedMail) => void): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const mail = parseMessage(raw);
        const received: ReceivedMail = {
          ...mail,
          raw,
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          receivedAt: new Date().toISOString(),
        };
        messages.push(received);
        onMessage?.(received);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    async waitFor(to, { since = 0, subject, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (m) =>
            m.to.includes(to.toLowerCase()) &&
            Date.parse(m.receivedAt) >= since &&
            (!subject || subject.test(m.subject)),
        );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Part {
  headers: Record<string, string>;
  body: string; // latin1 "bytes"
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let bytes: Buffer;
  if (encoding === 'base64') bytes = Buffer.from(part.body.replace(/\s+/g, ''), 'base64');
  else if (encoding === 'quoted-printable') {
    const soft = part.body.replace(/=\r?\n/g, '');
    bytes = Buffer.from(
      soft.replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    );
  } else bytes = Buffer.from(part.body, 'latin1');
  return bytes.toString('utf8').replace(/\r\n/g, '\n');
}

/** RFC 2047 encoded words in headers (`=?UTF-8?Q?...?=`). */
function decodeHeader(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi,
    (_m, _charset: string, kind: string, text: string) => {
      if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    },
  );
}

function collect(part: Part, out: { text: string; html: string }) {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = part.body.split(`--${boundary}`).slice(1);
    for (const piece of pieces) {
      if (piece.startsWith('--')) break;
      collect(splitPart(piece.replace(/^\r\n/, '')), out);
    }
  } else if (/^text\/html/i.test(type)) out.html += decodeBody(part);
  else if (/^text\/plain/i.test(type)) out.text += decodeBody(part);
}

function parseMessage(raw: string) {
  const root = splitPart(raw);
  const out = { text: '', html: '' };
  collect(root, out);
  return { subject: decodeHeader(root.headers.subject ?? ''), text: out.text, html: out.html };
}

import type { Locale } from '#domain/locale';

/** The shop's name as e-mails sign it. */
export const SHOP_NAME = 'Dom i Styl';

/** A rendered e-mail: subject plus a plain-text and an HTML body with the same content. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** What one e-mail says; every template of every feature fills this and shares one look. */
export interface MailBlocks {
  greeting: string;
  paragraphs: readonly string[];
  /** Label and value pairs: an order's lines, a request's details. */
  rows?: ReadonlyArray<readonly [string, string]>;
  /** The one thing to click; its address is also printed, for clients that hide buttons. */
  link?: { href: string; label: string };
  /** Further links, each with its label (a law may fix the words, as the withdrawal link's). */
  links?: ReadonlyArray<{ href: string; label: string }>;
  footer?: string;
}

const GREETING: Record<Locale, (name: string) => string> = {
  pl: (n) => `Dzień dobry${n ? `, ${n}` : ''}!`,
  en: (n) => `Hello${n ? ` ${n}` : ''},`,
  ru: (n) => `Здравствуйте${n ? `, ${n}` : ''}!`,
};

/** "Hello Anna," in the mail's language; without a name, just the greeting. */
export const greet = (locale: Locale, name = '') => GREETING[locale](name);

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Every text below is shopper or shop data: escaped into the HTML, plain in the text part. */
export function renderMail(locale: Locale, subject: string, blocks: MailBlocks): MailContent {
  const { greeting, paragraphs, rows = [], link, links = [], footer } = blocks;
  const text = [
    greeting,
    '',
    ...paragraphs,
    ...(rows.length ? ['', ...rows.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(link ? ['', link.href] : []),
    ...(links.length ? ['', ...links.map((l) => `${l.label}: ${l.href}`)] : []),
    ...(footer ? ['', footer] : []),
    '',
    `— ${SHOP_NAME}`,
  ].join('\n');
  const small = (s: string) => `<p style="font-size:13px;color:#555">${escapeHtml(s)}</p>`;
  const table = rows.length
    ? `<table style="width:100%;border-collapse:collapse;margin:16px 0">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 8px 6px 0;border-bottom:1px solid #eee;color:#555;vertical-align:top">${escapeHtml(label)}</td><td style="padding:6px 0;border-bottom:1px solid #eee;text-align:right;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#1f3a34;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>
${small(link.href)}`
    : '';
  // Inline styles only: mail clients drop <style> blocks and external CSS.
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f5f2;font-family:Arial,sans-serif;color:#1c1c1c">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#1f3a34;margin:0 0 16px">${SHOP_NAME}</p>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((l) => `<p style="white-space:pre-wrap">${escapeHtml(l)}</p>`).join('\n')}
${table}${action}
${links.map((l) => `<p><a href="${escapeHtml(l.href)}" style="color:#1f3a34;font-weight:bold">${escapeHtml(l.label)}</a></p>`).join('\n')}
${footer ? small(footer) : ''}
</div></body></html>`;
  return { subject, text, html };
}

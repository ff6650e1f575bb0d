import type { Locale } from '../../../domain/locale';

/** A rendered e-mail: subject plus a plain-text and an HTML body with the same content. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const SHOP = 'Dom i Styl';

type Copy = {
  subject: string;
  greeting: (name: string) => string;
  lines: string[];
  action?: string;
  footer: string;
};

const FOOTER: Record<Locale, string> = {
  pl: 'Jeśli to nie Ty, zignoruj tę wiadomość. Link i kody są ważne 10 minut.',
  en: 'If this was not you, ignore this message. Links and codes are valid for 10 minutes.',
  ru: 'Если это были не вы, проигнорируйте это письмо. Ссылки и коды действуют 10 минут.',
};

const GREETING: Record<Locale, (name: string) => string> = {
  pl: (n) => `Dzień dobry${n ? `, ${n}` : ''}!`,
  en: (n) => `Hello${n ? ` ${n}` : ''},`,
  ru: (n) => `Здравствуйте${n ? `, ${n}` : ''}!`,
};

const RESET: Record<Locale, Omit<Copy, 'greeting' | 'footer'>> = {
  pl: {
    subject: `${SHOP}: ustaw nowe hasło`,
    lines: [
      'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta.',
      'Kliknij poniższy link, aby ustawić nowe hasło:',
    ],
    action: 'Ustaw nowe hasło',
  },
  en: {
    subject: `${SHOP}: set a new password`,
    lines: [
      'We received a request to reset the password of your account.',
      'Follow the link below to choose a new password:',
    ],
    action: 'Set a new password',
  },
  ru: {
    subject: `${SHOP}: новый пароль`,
    lines: [
      'Мы получили запрос на смену пароля вашей учётной записи.',
      'Перейдите по ссылке, чтобы задать новый пароль:',
    ],
    action: 'Задать новый пароль',
  },
};

const WELCOME: Record<Locale, Omit<Copy, 'greeting' | 'footer'>> = {
  pl: {
    subject: `Witamy w ${SHOP}`,
    lines: [
      'Twoje konto zostało założone. Możesz teraz zapisywać ulubione produkty i śledzić zamówienia.',
    ],
    action: 'Przejdź do konta',
  },
  en: {
    subject: `Welcome to ${SHOP}`,
    lines: ['Your account is ready. You can now keep a wish list and follow your orders.'],
    action: 'Go to your account',
  },
  ru: {
    subject: `Добро пожаловать в ${SHOP}`,
    lines: [
      'Ваша учётная запись создана. Теперь можно вести список желаний и следить за заказами.',
    ],
    action: 'Перейти в учётную запись',
  },
};

const ALREADY: Record<Locale, Omit<Copy, 'greeting' | 'footer'>> = {
  pl: {
    subject: `${SHOP}: masz już konto`,
    lines: [
      'Ktoś próbował założyć konto na ten adres e-mail, ale konto już istnieje.',
      'Jeśli nie pamiętasz hasła, ustaw nowe:',
    ],
    action: 'Ustaw nowe hasło',
  },
  en: {
    subject: `${SHOP}: you already have an account`,
    lines: [
      'Someone tried to sign up with this e-mail address, but an account already exists.',
      'If you forgot your password, set a new one:',
    ],
    action: 'Set a new password',
  },
  ru: {
    subject: `${SHOP}: у вас уже есть учётная запись`,
    lines: [
      'Кто-то пытался зарегистрироваться с этим адресом, но учётная запись уже существует.',
      'Если вы забыли пароль, задайте новый:',
    ],
    action: 'Задать новый пароль',
  },
};

const SMS: Record<Locale, (code: string) => string> = {
  pl: (c) => `${SHOP}: Twój kod to ${c}. Ważny 10 minut. Nie podawaj go nikomu.`,
  en: (c) => `${SHOP}: your code is ${c}. Valid for 10 minutes. Do not share it.`,
  ru: (c) => `${SHOP}: ваш код ${c}. Действует 10 минут. Никому его не сообщайте.`,
};

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function render(
  locale: Locale,
  copy: Omit<Copy, 'greeting' | 'footer'>,
  name: string,
  link: string,
): MailContent {
  const greeting = GREETING[locale](name);
  const text = [greeting, '', ...copy.lines, '', link, '', FOOTER[locale], '', `— ${SHOP}`].join(
    '\n',
  );
  // Inline styles only: mail clients drop <style> blocks and external CSS.
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;padding:24px;background:#f6f5f2;font-family:Arial,sans-serif;color:#1c1c1c">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:8px;padding:24px">
<p style="font-size:18px;font-weight:bold;color:#1f3a34;margin:0 0 16px">${SHOP}</p>
<p>${escape(greeting)}</p>
${copy.lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escape(link)}" style="background:#1f3a34;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escape(copy.action ?? link)}</a></p>
<p style="font-size:13px;color:#555">${escape(link)}</p>
<p style="font-size:13px;color:#555">${escape(FOOTER[locale])}</p>
</div></body></html>`;
  return { subject: copy.subject, text, html };
}

export const templates = {
  passwordReset: (locale: Locale, name: string, link: string) =>
    render(locale, RESET[locale], name, link),
  welcome: (locale: Locale, name: string, link: string) =>
    render(locale, WELCOME[locale], name, link),
  alreadyRegistered: (locale: Locale, name: string, link: string) =>
    render(locale, ALREADY[locale], name, link),
  smsCode: (locale: Locale, code: string) => SMS[locale](code),
};

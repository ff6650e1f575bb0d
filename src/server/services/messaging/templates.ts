import type { Locale } from '#domain/locale';
import { greet, renderMail, SHOP_NAME, type MailContent } from './layout';

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

const RESET: Record<Locale, Omit<Copy, 'greeting' | 'footer'>> = {
  pl: {
    subject: `${SHOP_NAME}: ustaw nowe hasło`,
    lines: [
      'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta.',
      'Kliknij poniższy link, aby ustawić nowe hasło:',
    ],
    action: 'Ustaw nowe hasło',
  },
  en: {
    subject: `${SHOP_NAME}: set a new password`,
    lines: [
      'We received a request to reset the password of your account.',
      'Follow the link below to choose a new password:',
    ],
    action: 'Set a new password',
  },
  ru: {
    subject: `${SHOP_NAME}: новый пароль`,
    lines: [
      'Мы получили запрос на смену пароля вашей учётной записи.',
      'Перейдите по ссылке, чтобы задать новый пароль:',
    ],
    action: 'Задать новый пароль',
  },
};

const WELCOME: Record<Locale, Omit<Copy, 'greeting' | 'footer'>> = {
  pl: {
    subject: `Witamy w ${SHOP_NAME}`,
    lines: [
      'Twoje konto zostało założone. Możesz teraz zapisywać ulubione produkty i śledzić zamówienia.',
    ],
    action: 'Przejdź do konta',
  },
  en: {
    subject: `Welcome to ${SHOP_NAME}`,
    lines: ['Your account is ready. You can now keep a wish list and follow your orders.'],
    action: 'Go to your account',
  },
  ru: {
    subject: `Добро пожаловать в ${SHOP_NAME}`,
    lines: [
      'Ваша учётная запись создана. Теперь можно вести список желаний и следить за заказами.',
    ],
    action: 'Перейти в учётную запись',
  },
};

const ALREADY: Record<Locale, Omit<Copy, 'greeting' | 'footer'>> = {
  pl: {
    subject: `${SHOP_NAME}: masz już konto`,
    lines: [
      'Ktoś próbował założyć konto na ten adres e-mail, ale konto już istnieje.',
      'Jeśli nie pamiętasz hasła, ustaw nowe:',
    ],
    action: 'Ustaw nowe hasło',
  },
  en: {
    subject: `${SHOP_NAME}: you already have an account`,
    lines: [
      'Someone tried to sign up with this e-mail address, but an account already exists.',
      'If you forgot your password, set a new one:',
    ],
    action: 'Set a new password',
  },
  ru: {
    subject: `${SHOP_NAME}: у вас уже есть учётная запись`,
    lines: [
      'Кто-то пытался зарегистрироваться с этим адресом, но учётная запись уже существует.',
      'Если вы забыли пароль, задайте новый:',
    ],
    action: 'Задать новый пароль',
  },
};

const SMS: Record<Locale, (code: string) => string> = {
  pl: (c) => `${SHOP_NAME}: Twój kod to ${c}. Ważny 10 minut. Nie podawaj go nikomu.`,
  en: (c) => `${SHOP_NAME}: your code is ${c}. Valid for 10 minutes. Do not share it.`,
  ru: (c) => `${SHOP_NAME}: ваш код ${c}. Действует 10 минут. Никому его не сообщайте.`,
};

function render(
  locale: Locale,
  copy: Omit<Copy, 'greeting' | 'footer'>,
  name: string,
  link: string,
): MailContent {
  return renderMail(locale, copy.subject, {
    greeting: greet(locale, name),
    paragraphs: copy.lines,
    link: { href: link, label: copy.action ?? link },
    footer: FOOTER[locale],
  });
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

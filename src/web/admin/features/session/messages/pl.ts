/** The login page's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
  'login.title': 'Logowanie',
  'login.subtitle': 'Panel sklepu {shop}',
  'login.email': 'E-mail',
  'login.password': 'Hasło',
  'login.submit': 'Zaloguj się',
  'login.wrong': 'Nieprawidłowy e-mail lub hasło.',
  'login.help': 'Nie masz konta? Poproś właściciela sklepu o jego założenie.',
};

export type SessionMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};

/** The staff member's own account screen's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
  'account.title': 'Moje konto',
  'account.signedIn': 'Zalogowano jako {email} ({role}).',
  'account.language': 'Język panelu',
  'account.languageHint': 'Panel będzie mówił w tym języku na każdym urządzeniu.',
  'account.languageSaved': 'Zapisano język panelu.',
  'account.password': 'Zmiana hasła',
  'account.current': 'Obecne hasło',
  'account.new': 'Nowe hasło',
  'account.change': 'Zmień hasło',
  'account.changed': 'Hasło zostało zmienione.',
};

export type AccountMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};

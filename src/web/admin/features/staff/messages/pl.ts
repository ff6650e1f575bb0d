/** The staff accounts screen's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
  'staff.title': 'Pracownicy',
  'staff.intro':
    'Właściciel ma dostęp do wszystkiego; pracownik do katalogu i treści, bez kont i dziennika.',
  'staff.add': 'Dodaj osobę',
  'staff.email': 'E-mail',
  'staff.password': 'Hasło startowe',
  'staff.passwordHint':
    'Co najmniej 12 znaków. Przekaż je osobiście; można je zmienić po zalogowaniu.',
  'staff.role': 'Rola',
  'staff.status': 'Stan',
  'staff.active': 'Aktywne',
  'staff.disabled': 'Wyłączone',
  'staff.created': 'Od',
  'staff.you': 'to Ty',
  'staff.roleOf': 'Rola: {email}',
  'staff.disable': 'Wyłącz',
  'staff.enable': 'Włącz',
  'staff.disableOf': 'Wyłącz konto {email}',
  'staff.enableOf': 'Włącz konto {email}',
  'staff.disableConfirm':
    'Wyłączyć konto {email}? Ta osoba zostanie wylogowana i nie zaloguje się ponownie.',
  'staff.resetPassword': 'Nowe hasło',
  'staff.resetPasswordOf': 'Nowe hasło dla {email}',
  'staff.resetText': 'Ta osoba zostanie wylogowana na wszystkich urządzeniach.',
  'staff.newPassword': 'Nowe hasło',
  'staff.addedToast': 'Dodano konto {email}.',
  'staff.savedToast': 'Zapisano zmiany konta {email}.',
  'staff.passwordToast': 'Ustawiono nowe hasło dla {email}.',
  'staff.exists': 'Konto z tym adresem już istnieje.',
  'staff.lastOwner': 'Sklep musi mieć choć jednego aktywnego właściciela.',
  'staff.empty': 'Brak kont',
  'staff.caption': 'Konta panelu',
};

export type StaffMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};

/** The shop settings screen's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
  'set.title': 'Ustawienia sklepu',
  'set.intro':
    'Ustawienia, które zmieniają działanie całego sklepu. Może je zmieniać tylko właściciel; każda zmiana trafia do dziennika.',
  'set.stock': 'Zapasy',
  'set.threshold': 'Próg niskiego stanu',
  'set.thresholdHint':
    'Produkty z taką lub mniejszą liczbą sztuk pojawiają się na liście „Kończące się zapasy”.',
  'set.reviews': 'Opinie',
  'set.autoPublish': 'Publikuj od razu opinie zweryfikowanych kupujących',
  'set.autoPublishHint':
    'Opinie osób, które kupiły produkt, pojawią się bez moderacji. Pozostałe nadal czekają na akceptację.',
  'set.deletedReviews': 'Opinie usuniętego konta',
  'set.deletedReviewsHint':
    'Co dzieje się z opiniami klienta, który usunie swoje konto. Zmiana dotyczy kont usuwanych od teraz.',
  'set.deletedReviews.anonymise': 'Zachowaj je bez imienia autora',
  'set.deletedReviews.unpublish': 'Wycofaj je z publikacji',
  'set.bank': 'Przelew bankowy',
  'set.bankIntro':
    'Numer konta i odbiorca pojawiają się w potwierdzeniu zamówienia opłacanego przelewem. Puste konto wyłącza płatność przelewem.',
  'set.bankAccount': 'Numer konta (IBAN)',
  'set.bankAccountHint': 'Np. PL61 1090 1014 0000 0712 1981 2874. Sprawdzamy cyfry kontrolne.',
  'set.bankRecipient': 'Odbiorca przelewu',
  'set.bankRecipientHint': 'Nazwa firmy i adres, tak jak w banku.',
  'set.analytics': 'Statystyki i marketing',
  'set.gtm': 'Google Tag Manager (identyfikator kontenera)',
  'set.gtmHint':
    'Np. GTM-AB12CD3. Skrypt wczytuje się dopiero wtedy, gdy klient zgodzi się na statystyki lub marketing. Puste pole: bez menedżera tagów.',
  'set.saved': 'Zapisano ustawienia.',
} satisfies Record<string, string | { other: string; [k: string]: string }>;

export type SettingsMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};

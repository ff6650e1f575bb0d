/** The review moderation screen's texts. Polish is the source of the key set; en.ts and ru.ts are checked against it. */
export const pl = {
  'reviews.title': 'Opinie klientów',
  'reviews.intro':
    'Opinie czekające na decyzję, od najstarszej. Opublikowana opinia od razu pojawia się na stronie produktu.',
  'reviews.statusNav': 'Status opinii',
  'reviews.status.pending': 'Do sprawdzenia',
  'reviews.status.published': 'Opublikowane',
  'reviews.status.rejected': 'Odrzucone',
  'reviews.empty': 'Brak opinii',
  'reviews.emptyText': 'Nie ma tu żadnej opinii.',
  'reviews.rating': 'Ocena: {rating} z 5',
  'reviews.verified': 'Zweryfikowany zakup',
  'reviews.publish': 'Opublikuj',
  'reviews.reject': 'Odrzuć',
  'reviews.reason': 'Powód odrzucenia',
  'reviews.reasonRequired': 'Podaj powód odrzucenia.',
  'reviews.rejectedFor': 'Odrzucona: {reason}',
};

export type ReviewsMessages = {
  [K in keyof typeof pl]: (typeof pl)[K] extends string
    ? string
    : { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
};

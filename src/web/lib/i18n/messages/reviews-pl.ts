/**
 * The review form's and the reviews list's texts (docs/rules.md#reviews); part of the later messages (spread into later-pl.ts).
 */
export const reviewsPl = {
  'reviews.status.pending': 'Twoja opinia czeka na sprawdzenie przez obsługę sklepu.',
  'reviews.status.published': 'Twoja opinia jest opublikowana.',
  'reviews.status.rejected':
    'Twoja opinia została odrzucona. Możesz ją poprawić i wysłać ponownie.',
  'reviews.form.rating': 'Twoja ocena',
  'reviews.form.stars': {
    one: '# gwiazdka',
    few: '# gwiazdki',
    many: '# gwiazdek',
    other: '# gwiazdki',
  },
  'reviews.form.titleField': 'Tytuł',
  'reviews.form.optional': '(opcjonalnie)',
  'reviews.form.body': 'Treść opinii',
  'reviews.form.bodyHint': 'Zwykły tekst, do {max} znaków. Akapity oddziel pustą linią.',
  'reviews.form.submit': 'Wyślij opinię',
  'reviews.form.save': 'Zapisz zmiany',
  'reviews.form.delete': 'Usuń opinię',
  'reviews.form.sentPending': 'Dziękujemy! Opinia pojawi się po sprawdzeniu.',
  'reviews.form.sentPublished': 'Dziękujemy! Opinia jest już widoczna.',
  'reviews.form.deleted': 'Opinia została usunięta.',
  'form.err.review.rating.invalid': 'Wybierz ocenę od 1 do 5 gwiazdek.',
  'form.err.review.body.required': 'Napisz kilka słów o produkcie.',
  'form.err.review.body.too_long': 'Opinia może mieć najwyżej 5000 znaków.',
  'form.err.review.body.invalid': 'Napisz kilka słów o produkcie.',
  'form.err.review.title.too_long': 'Tytuł może mieć najwyżej 150 znaków.',
  'form.err.review.title.invalid': 'Nieprawidłowy tytuł.',
} satisfies Record<string, string | { other: string; [k: string]: string }>;

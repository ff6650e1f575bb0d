import type { MessagesOf } from '../translate';
import type { reviewsPl } from './reviews-pl';

export const reviewsRu: MessagesOf<typeof reviewsPl> = {
  'reviews.status.pending': 'Ваш отзыв ждёт проверки магазином.',
  'reviews.status.published': 'Ваш отзыв опубликован.',
  'reviews.status.rejected': 'Ваш отзыв отклонён. Вы можете исправить его и отправить снова.',
  'reviews.form.rating': 'Ваша оценка',
  'reviews.form.stars': { one: '# звезда', few: '# звезды', many: '# звёзд', other: '# звезды' },
  'reviews.form.titleField': 'Заголовок',
  'reviews.form.optional': '(необязательно)',
  'reviews.form.body': 'Текст отзыва',
  'reviews.form.bodyHint': 'Обычный текст, до {max} символов. Абзацы разделяйте пустой строкой.',
  'reviews.form.submit': 'Отправить отзыв',
  'reviews.form.save': 'Сохранить',
  'reviews.form.delete': 'Удалить отзыв',
  'reviews.form.sentPending': 'Спасибо! Отзыв появится после проверки.',
  'reviews.form.sentPublished': 'Спасибо! Отзыв уже опубликован.',
  'reviews.form.deleted': 'Отзыв удалён.',
  'form.err.review.rating.invalid': 'Выберите оценку от 1 до 5 звёзд.',
  'form.err.review.body.required': 'Напишите несколько слов о товаре.',
  'form.err.review.body.too_long': 'Отзыв может быть не длиннее 5000 символов.',
  'form.err.review.body.invalid': 'Напишите несколько слов о товаре.',
  'form.err.review.title.too_long': 'Заголовок может быть не длиннее 150 символов.',
  'form.err.review.title.invalid': 'Неверный заголовок.',
};

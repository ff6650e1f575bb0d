import type { ReviewsMessages } from './pl';

export const ru: ReviewsMessages = {
  'reviews.title': 'Отзывы покупателей',
  'reviews.intro':
    'Отзывы, ожидающие решения, начиная с самых старых. Опубликованный отзыв сразу появляется на странице товара.',
  'reviews.statusNav': 'Статус отзыва',
  'reviews.status.pending': 'На проверке',
  'reviews.status.published': 'Опубликованные',
  'reviews.status.rejected': 'Отклонённые',
  'reviews.empty': 'Нет отзывов',
  'reviews.emptyText': 'Здесь пока нет отзывов.',
  'reviews.rating': 'Оценка: {rating} из 5',
  'reviews.verified': 'Подтверждённая покупка',
  'reviews.publish': 'Опубликовать',
  'reviews.reject': 'Отклонить',
  'reviews.reason': 'Причина отклонения',
  'reviews.reasonRequired': 'Укажите причину отклонения.',
  'reviews.rejectedFor': 'Отклонён: {reason}',
};

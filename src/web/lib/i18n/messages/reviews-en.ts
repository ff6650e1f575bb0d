import type { MessagesOf } from '../translate';
import type { reviewsPl } from './reviews-pl';

export const reviewsEn: MessagesOf<typeof reviewsPl> = {
  'reviews.status.pending': 'Your review is waiting for the shop to check it.',
  'reviews.status.published': 'Your review is published.',
  'reviews.status.rejected': 'Your review was rejected. You can change it and send it again.',
  'reviews.form.rating': 'Your rating',
  'reviews.form.stars': { one: '# star', other: '# stars' },
  'reviews.form.titleField': 'Title',
  'reviews.form.optional': '(optional)',
  'reviews.form.body': 'Your review',
  'reviews.form.bodyHint':
    'Plain text, up to {max} characters. Separate paragraphs with an empty line.',
  'reviews.form.submit': 'Send review',
  'reviews.form.save': 'Save changes',
  'reviews.form.delete': 'Delete review',
  'reviews.form.sentPending': 'Thank you! Your review will appear once it has been checked.',
  'reviews.form.sentPublished': 'Thank you! Your review is now visible.',
  'reviews.form.deleted': 'Your review was deleted.',
  'form.err.review.rating.invalid': 'Choose a rating from 1 to 5 stars.',
  'form.err.review.body.required': 'Write a few words about the product.',
  'form.err.review.body.too_long': 'A review can be at most 5,000 characters long.',
  'form.err.review.body.invalid': 'Write a few words about the product.',
  'form.err.review.title.too_long': 'A title can be at most 150 characters long.',
  'form.err.review.title.invalid': 'Invalid title.',
};

import { createTexts, type Translate } from '#web/admin/i18n/texts';
import { en } from './messages/en';
import { pl, type ReviewsMessages } from './messages/pl';
import { ru } from './messages/ru';

/** The review moderation screen's texts. (docs/back-office/conventions.md). */
export const reviewsTexts = createTexts<ReviewsMessages>({ pl, en, ru });

export type ReviewsT = Translate<keyof ReviewsMessages>;
export const useReviewsT = reviewsTexts.useT;

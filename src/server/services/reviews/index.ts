export { createReviewsService, type ReviewsService } from './reviews-service.js';
export { createReviewModeration, type ReviewModeration } from './review-moderation.js';

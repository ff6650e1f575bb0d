export { createReviewsService, type ReviewsService } from './reviews-service';
export { createReviewModeration, type ReviewModeration } from './review-moderation';

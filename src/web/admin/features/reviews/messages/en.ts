import type { ReviewsMessages } from './pl';

export const en: ReviewsMessages = {
  'reviews.title': 'Customer reviews',
  'reviews.intro':
    'Reviews waiting for a decision, oldest first. A published review shows on the product page at once.',
  'reviews.statusNav': 'Review status',
  'reviews.status.pending': 'To check',
  'reviews.status.published': 'Published',
  'reviews.status.rejected': 'Rejected',
  'reviews.empty': 'No reviews',
  'reviews.emptyText': 'There are no reviews here.',
  'reviews.rating': 'Rating: {rating} out of 5',
  'reviews.verified': 'Verified purchase',
  'reviews.publish': 'Publish',
  'reviews.reject': 'Reject',
  'reviews.reason': 'Reason for rejecting',
  'reviews.reasonRequired': 'Give a reason for rejecting.',
  'reviews.rejectedFor': 'Rejected: {reason}',
};

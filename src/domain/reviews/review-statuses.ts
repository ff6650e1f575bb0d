/** A review waits for moderation, then is published or rejected. */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;

/** A customization request in the back office's inbox. */
export const REQUEST_STATUSES = ['new', 'in_progress', 'answered', 'closed'] as const;

/** Who works in the back office: the owner (staff and settings too) or staff. */
export const STAFF_ROLES = ['owner', 'staff'] as const;

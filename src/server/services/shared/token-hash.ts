import { createHash } from 'node:crypto';

/**
 * What the database keeps of a secret token (a refresh token, a staff session, an unsubscribe
 * link): its SHA-256, so a leaked table opens nothing. One encoding everywhere.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

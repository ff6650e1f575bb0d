/**
 * Device class (docs/rules.md#page-bar): a window narrower than 768 px, or a phone or tablet user
 * agent, counts as mobile.
 */

export type DeviceClass = 'mobile' | 'desktop';

/** Windows narrower than this many CSS px are mobile (767 is, 768 is not). */
export const MOBILE_MAX_WIDTH = 768;

// Tablets count as mobile too. Word-bounded where a bare substring would match desktop
// agents ("Tablet PC" on old Windows is a desktop, hence the look-ahead).
const MOBILE_AGENT =
  /Mobi|Android|iPhone|iPad|iPod|\bTablet\b(?! PC)|Silk|Kindle|Opera Mini|IEMobile|Windows Phone|BlackBerry|BB10|PlayBook|webOS|Nokia|Symbian/i;

export interface DeviceHints {
  /** The window's inner width in CSS px, when known (in the browser). */
  readonly width?: number | null;
  /** The User-Agent header or `navigator.userAgent`, when known. */
  readonly userAgent?: string | null;
}

/**
 * An unknown, zero or non-finite width is ignored rather than read as "narrow": the server has
 * no width at all, and a hidden iframe reports 0. iPadOS Safari presents itself as a Mac, so
 * only its width (in the browser) can make it mobile.
 */
export function deviceClass({ width, userAgent }: DeviceHints): DeviceClass {
  if (
    typeof width === 'number' &&
    Number.isFinite(width) &&
    width > 0 &&
    width < MOBILE_MAX_WIDTH
  ) {
    return 'mobile';
  }
  return userAgent && isMobileUserAgent(userAgent) ? 'mobile' : 'desktop';
}

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_AGENT.test(userAgent);
}

/**
 * What the locker search needs to answer "the lockers nearest to what I typed" when no point
 * matches it (docs/decisions/071-filters-that-apply.md): how far a point is, and the post code
 * prefixes a typed post code is placed by.
 */

export interface Place {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine), to a tenth: what the picker shows. */
export function distanceKm(a: Place, b: Place): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}

/** A Polish post code as typed: `00-105`, `00105`, or its start (`00-1`, `001`). */
const POST_CODE = /^(\d{2})(?:-?(\d{1,3}))?$/;

/** `00105` and `00-105` are one post code: the form the points carry (`00-105`), else null. */
export function readPostCode(word: string): string | null {
  const m = POST_CODE.exec(word);
  if (!m) return null;
  return m[2] === undefined ? m[1]! : `${m[1]}-${m[2]}`;
}

/**
 * The prefixes a post code is placed by, longest first: `00-105` is near `00-10x`, then
 * `00-1xx`, then `00-xxx`, then the region `0`. Polish post codes are handed out by area, so
 * the points that share the longest start lie around it.
 */
export function postCodePrefixes(postCode: string): string[] {
  const prefixes: string[] = [];
  for (let end = postCode.length; end >= 1; end--) {
    const prefix = postCode.slice(0, end);
    if (!prefix.endsWith('-')) prefixes.push(prefix);
  }
  return prefixes;
}

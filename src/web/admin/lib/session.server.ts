import { data, redirect, type AppLoadContext } from 'react-router';
import { loginAddress } from './api';

/** The signed-in staff member, as the staff service reads the `sf_admin` cookie. */
export type StaffPrincipal = NonNullable<
  Awaited<ReturnType<AppLoadContext['services']['staff']['sessionFromCookieHeader']>>
>;

/**
 * Every answer of the back office: personal (never kept by the page cache, a CDN or the
 * browser's back-forward cache of a shared computer) and never indexed.
 */
export const ADMIN_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

// The layout and a page's own loader both ask for the session of one request: one lookup.
const lookups = new WeakMap<Request, Promise<StaffPrincipal | null>>();

export function currentStaff(
  request: Request,
  context: AppLoadContext,
): Promise<StaffPrincipal | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = context.services.staff.sessionFromCookieHeader(request.headers.get('cookie'));
    lookups.set(request, lookup);
  }
  return lookup;
}

/** The owner, or a 403 page for staff (and the login page for nobody). */
export async function requireOwner(
  request: Request,
  context: AppLoadContext,
): Promise<StaffPrincipal> {
  const me = await currentStaff(request, context);
  if (!me) throw redirect(loginAddress(new URL(request.url)), { headers: ADMIN_HEADERS });
  if (me.role !== 'owner') throw data({ forbidden: true }, { status: 403, headers: ADMIN_HEADERS });
  return me;
}

/**
 * Where the login page may send a person after a login: a back-office address only. The `next`
 * parameter comes from the address bar, so anything else (another site, `//evil.example`,
 * `/\evil.example`, a shop page) would make the login page an open redirect.
 */
export const ADMIN_HOME = '/admin';

export function safeNext(next: string | null | undefined): string {
  if (!next || next.length > 2048) return ADMIN_HOME;
  // Browsers read a backslash as a slash and drop tabs and newlines: refuse them outright.
  if (/[\\\s]/.test(next)) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(next, 'http://admin.invalid');
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== 'http://admin.invalid' || !next.startsWith('/')) return ADMIN_HOME;
  const inAdmin = url.pathname === ADMIN_HOME || url.pathname.startsWith(`${ADMIN_HOME}/`);
  if (!inAdmin || url.pathname.startsWith('/admin/login')) return ADMIN_HOME;
  return url.pathname + url.search + url.hash;
}

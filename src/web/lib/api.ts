/**
 * Minimal JSON GET for public listing calls. The accounts issue grows this into the one API
 * client (bearer token, CSRF header, refresh-and-retry, error popups); keep calls going through
 * here so that change lands in one place.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' }, signal });
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

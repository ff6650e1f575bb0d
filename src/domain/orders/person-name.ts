/**
 * A person's full name as staff read it in lists and search results: first name and surname
 * ("Anna Nowak"). A quick order may have no surname; then the first name alone.
 */
export function fullName(name: string, surname: string | null | undefined): string {
  const last = surname?.trim();
  return last ? `${name.trim()} ${last}` : name.trim();
}

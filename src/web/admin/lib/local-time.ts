/**
 * `<input type="datetime-local">` values (`2026-11-24T10:30`, the browser's time zone) and ISO
 * instants, both ways: the back office's one conversion (post publishing, sale windows).
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a datetime-local value in the browser's zone (`2026-11-24T10:30`). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as an ISO instant; '' or nonsense stays itself for the schema to refuse. */
export function fromLocalInput(value: string): string {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : value;
}

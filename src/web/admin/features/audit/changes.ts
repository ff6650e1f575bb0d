/** One field of an audit entry: what it was and what it became (null: absent on that side). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const MAX_TEXT = 200;

/** A value as one line of text: strings as they are, the rest as JSON, long ones cut short. */
export function showValue(value: unknown): string | null {
  if (value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/**
 * The fields an entry changed, in a stable order: every field that differs between `before` and
 * `after`, or every field of the one side given (a creation, a deletion). Nested values compare
 * by their JSON.
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = before?.[field];
    const is = after?.[field];
    if (before && after && JSON.stringify(was) === JSON.stringify(is)) continue;
    changes.push({ field, before: showValue(was), after: showValue(is) });
  }
  return changes;
}

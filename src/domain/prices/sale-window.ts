/**
 * Scheduled sales (docs/rules.md#scheduled-sales): the owner's sale price applies only inside its
 * window, from `starts` (inclusive; null: already) until `ends` (exclusive; null: no end).
 * Times are milliseconds since the epoch.
 */
export interface SaleWindow {
  /** The owner's sale price, grosze; null: no sale planned. */
  planned: number | null;
  starts: number | null;
  ends: number | null;
}

/** Whether `now` is inside the window (the sale price, if any, is offered). */
export function insideWindow(window: Pick<SaleWindow, 'starts' | 'ends'>, now: number): boolean {
  return (
    (window.starts === null || window.starts <= now) && (window.ends === null || now < window.ends)
  );
}

/** The sale price in force at `now`: the planned one inside the window, else none. */
export function saleInForce(window: SaleWindow, now: number): number | null {
  return window.planned !== null && insideWindow(window, now) ? window.planned : null;
}

/** The window's next edge after `now` (its start or its end), or null when none is ahead. */
export function nextEdge(window: SaleWindow, now: number): number | null {
  if (window.planned === null) return null;
  if (window.starts !== null && window.starts > now) return window.starts;
  if (window.ends !== null && window.ends > now) return window.ends;
  return null;
}

/** A window must end after it starts (both given); otherwise the API answers 422. */
export function windowOrdered(starts: number | null, ends: number | null): boolean {
  return starts === null || ends === null || ends > starts;
}

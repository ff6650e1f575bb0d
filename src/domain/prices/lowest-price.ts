/**
 * The lowest price of the 30 days before a reduction (docs/rules.md#lowest-price): the figure the
 * law (EU Omnibus directive, art. 6a; in Poland the act on informing about prices, art. 4) asks
 * for beside every announced reduction, and the base of its `-N%` badge.
 *
 * A product's price history is a list of states, each in force from its `at` until the next one:
 * the regular price and the sale price then in force (null when no sale applied). The price a
 * shopper was offered is the sale price when there was one, else the regular price.
 */

export interface PriceState {
  /** Milliseconds since the epoch from which this state applied. */
  at: number;
  /** Regular price, grosze. */
  price: number;
  /** Sale price in force, grosze; null without a sale. */
  sale: number | null;
}

export const LOWEST_PRICE_DAYS = 30;
const DAY_MS = 86_400_000;

/** What a shopper paid in a state: a sale price counts only when it is below the regular one. */
export function offeredPrice(state: Pick<PriceState, 'price' | 'sale'>): number {
  return state.sale !== null && state.sale < state.price ? state.sale : state.price;
}

function isReduced(state: PriceState): boolean {
  return state.sale !== null && state.sale < state.price;
}

/**
 * When the current reduction began: the start of the latest unbroken run of reduced states that
 * reaches `now`. A sale deepened while it runs is one reduction (its reference stays the price
 * before the first cut, as the law allows for progressive reductions); a sale that ended and began
 * again is a new reduction. Null when the product is not reduced at `now`.
 */
export function reductionStart(history: readonly PriceState[], now: number): number | null {
  const past = inForceAt(history, now);
  if (past.length === 0 || !isReduced(past[past.length - 1]!)) return null;
  let start = past.length - 1;
  while (start > 0 && isReduced(past[start - 1]!)) start -= 1;
  return past[start]!.at;
}

/**
 * The lowest offered price in the 30 days before the current reduction began (fewer days for a
 * product offered for less time: from its first state). Null when the product is not reduced, or
 * when it was never offered before the reduction (then there is no earlier price to compare with).
 */
export function lowestPriceBeforeReduction(
  history: readonly PriceState[],
  now: number,
): number | null {
  const start = reductionStart(history, now);
  if (start === null) return null;
  const windowStart = start - LOWEST_PRICE_DAYS * DAY_MS;
  const past = inForceAt(history, now);
  let lowest: number | null = null;
  for (let i = 0; i < past.length; i += 1) {
    const state = past[i]!;
    if (state.at >= start) break;
    const until = past[i + 1]?.at ?? start;
    // A state overlaps the window when it was still in force after the window opened.
    if (until <= windowStart) continue;
    const offered = offeredPrice(state);
    if (lowest === null || offered < lowest) lowest = offered;
  }
  return lowest;
}

/**
 * The `-N%` of a reduction, from the 30-day lowest price, rounded down so that it never
 * overstates the cut. Null when the current price is not below that price: then it is no
 * reduction in the law's sense and no badge is shown.
 */
export function reductionPercent(current: number, lowest30d: number | null): number | null {
  if (lowest30d === null || lowest30d <= 0 || current >= lowest30d) return null;
  const percent = Math.floor(((lowest30d - current) * 100) / lowest30d);
  return percent >= 1 ? percent : null;
}

/** The states already in force at `now`, in time order (history may be unsorted). */
function inForceAt(history: readonly PriceState[], now: number): PriceState[] {
  return history.filter((state) => state.at <= now).sort((a, b) => a.at - b.at);
}

/**
 * What the shopper sees of a list the server holds (wish list, compare): the server's last
 * answer with the changes still in flight laid over it. A change shows at once; when its call
 * fails it is simply dropped, which is the revert, without undoing anything another call did
 * meanwhile.
 *
 * Every answer is the whole list as the server had it (spec 4: the response replaces the data).
 * The server handles calls in the order they were sent, so the answer to the latest call is the
 * newest picture: an answer to an earlier call arriving late (a slow page load overtaken by a
 * click) is not allowed to replace it. Answers to calls started before a `reset` (a logout) are
 * ignored, since they describe someone else's list.
 */
export interface Optimistic<D, Op> {
  /** Starts a call: a change when `op` is given (shown at once), a plain load otherwise. */
  start(op?: Op): number;
  /** The call answered: its data becomes the base; its change is no longer laid over it. */
  succeed(ticket: number, data: D): void;
  /** The call failed: its change disappears from the view. */
  fail(ticket: number): void;
  /** Changes the base without a call (a count seeded from the header). */
  update(fn: (base: D) => D): void;
  /** Starts over from `data`: changes in flight and answers still on their way are forgotten. */
  reset(data: D): void;
}

export function createOptimistic<D, Op>(options: {
  initial: D;
  apply: (data: D, op: Op) => D;
  /** Receives every new view (a store's `set`). */
  publish: (view: D) => void;
}): Optimistic<D, Op> {
  let base = options.initial;
  let lastTicket = 0;
  /** The call whose answer `base` is (or the reset that replaced it). */
  let baseTicket = 0;
  const inFlight = new Map<number, Op>();

  const publish = () => {
    let view = base;
    for (const op of inFlight.values()) view = options.apply(view, op);
    options.publish(view);
  };

  return {
    start(op) {
      const ticket = ++lastTicket;
      if (op !== undefined) {
        inFlight.set(ticket, op);
        publish();
      }
      return ticket;
    },
    succeed(ticket, data) {
      inFlight.delete(ticket);
      if (ticket > baseTicket) {
        base = data;
        baseTicket = ticket;
      }
      publish();
    },
    fail(ticket) {
      if (inFlight.delete(ticket)) publish();
    },
    update(fn) {
      base = fn(base);
      publish();
    },
    reset(data) {
      baseTicket = lastTicket;
      inFlight.clear();
      base = data;
      publish();
    },
  };
}

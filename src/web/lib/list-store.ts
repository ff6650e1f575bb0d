import { useSyncExternalStore } from 'react';

/**
 * The one convention for the shop's lists in the browser: the cart, the wish list and the
 * compare list (docs/decisions/020-one-list-store.md).
 * - Writes run in one queue, one at a time: the server sees them in the order they were made.
 * - A write shows at once: its change is laid over the confirmed state until its answer is
 *   committed. When it fails the change is dropped, which is the rollback, without undoing the
 *   writes queued after it.
 * - Every answer is the newest picture only if no call started later has answered already: a
 *   slow load overtaken by a click cannot bring back what the click changed.
 * - `reset()` (a logout) starts a new generation: tasks queued or on their way before it can no
 *   longer touch the state, since they describe someone else's list.
 */
export interface Task<S> {
  /** False once the list was reset: this task's answers belong to the session before. */
  live(): boolean;
  /** The confirmed state: what the answers so far say, without the changes on their way. */
  base(): S;
  /** Replaces the confirmed state (unless stale, see above); a write's change is now part of it. */
  commit(next: (base: S) => S): void;
}

export function createListStore<S, Op>(empty: S, apply: (state: S, op: Op) => S) {
  let [base, view, generation, started, baseTicket] = [empty, empty, 0, 0, 0];
  let pending: readonly { key: unknown; op: Op }[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function publish() {
    const next = pending.reduce((state, p) => apply(state, p.op), base);
    if (Object.is(next, view)) return;
    view = next;
    for (const listener of [...listeners]) listener();
  }

  /** Starts `task` now, with its ticket: the order in which calls were sent. */
  function start<R>(task: (t: Task<S>) => Promise<R>, own?: (typeof pending)[number]) {
    const [gen, ticket] = [generation, ++started];
    const live = () => gen === generation;
    const commit = (next: (base: S) => S) => {
      if (!live()) return;
      pending = pending.filter((p) => p !== own);
      if (ticket >= baseTicket) [base, baseTicket] = [next(base), ticket];
      publish();
    };
    return task({ live, base: () => base, commit });
  }

  /** Runs `task` after every task queued before it; `stale` when a reset came in between. */
  function run<R>(task: (t: Task<S>) => Promise<R>, stale: R, own?: (typeof pending)[number]) {
    const gen = generation;
    const done = queue.then(() => (gen === generation ? start(task, own) : stale));
    queue = done.catch(() => undefined);
    return done;
  }

  return {
    get: () => view,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Changes the confirmed state without a call (a count seeded from the header). */
    update(next: (base: S) => S) {
      base = next(base);
      publish();
    },
    run,
    /** A load, started at once (writes do not wait for it); callers meanwhile share it. */
    load(task: (t: Task<S>) => Promise<void>): Promise<void> {
      const mine: Promise<void> = (loading ??= start(task).finally(() => {
        if (loading === mine) loading = null;
      }));
      return mine;
    },
    /** A write under `key` (a product) is on its way. */
    busy: (key: unknown) => pending.some((p) => p.key === key),
    /**
     * `op` shows at once; `send` runs when the writes before it are done and commits the answer.
     * If it throws or ends without committing, the change disappears; its error is the caller's.
     */
    write<R>(key: unknown, op: Op, send: (t: Task<S>) => Promise<R>, stale: R): Promise<R> {
      const own = { key, op };
      pending = [...pending, own];
      publish();
      return run(send, stale, own).finally(() => {
        pending = pending.filter((p) => p !== own);
        publish();
      });
    },
    /** Starts over from `state`: changes on their way and answers still coming are forgotten. */
    reset(state: S) {
      generation++;
      [base, pending, loading, queue] = [state, [], null, Promise.resolve()];
      publish();
    },
  };
}

/** A list for components; the server renders `initial` (pages are the same for everyone). */
export function useList<S>(list: { get(): S; subscribe(l: () => void): () => void }, initial: S) {
  return useSyncExternalStore(list.subscribe, list.get, () => initial);
}

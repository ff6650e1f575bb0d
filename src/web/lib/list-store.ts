/**
 * The one convention for the shop's lists in the browser: the cart, the wish list and the
 * compare list (docs/decisions/020-one-list-store.md). Components read a snapshot with
 * useSyncExternalStore; the header badges read each list's `count`.
 *
 * - Every call of a list (loads and writes) runs in one queue, one at a time: the server sees
 *   writes in the order they were made and the last answer is always the newest picture.
 * - A write shows at once: its change is laid over the confirmed state until its answer is
 *   committed. When it fails the change is dropped, which is the rollback, without undoing the
 *   writes queued after it (docs/rules.md#cart, #wish-list, #comparison).
 * - `reset()` (a logout) starts a new generation: tasks queued or on their way before it can no
 *   longer touch the state, since they describe someone else's list.
 */
export interface Task<S> {
  /** False once the list was reset: this task's answers belong to the session before. */
  live(): boolean;
  /** The confirmed state: what the answers so far say, without the changes still on their way. */
  base(): S;
  /** Replaces the confirmed state (ignored when not live); a write's change is now part of it. */
  commit(next: (base: S) => S): void;
}

interface Pending<Op> {
  key: unknown;
  op: Op;
}

export function createListStore<S, Op>(empty: S, apply: (state: S, op: Op) => S) {
  let base = empty;
  let view = empty;
  let pending: readonly Pending<Op>[] = [];
  let generation = 0;
  let queue: Promise<unknown> = Promise.resolve();
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function publish() {
    const next = pending.reduce((state, p) => apply(state, p.op), base);
    if (Object.is(next, view)) return;
    view = next;
    for (const listener of [...listeners]) listener();
  }

  function drop(own: Pending<Op> | undefined) {
    if (own && pending.includes(own)) pending = pending.filter((p) => p !== own);
  }

  /** Runs `task` after every task queued before it; `stale` when a reset came in between. */
  function run<R>(task: (t: Task<S>) => Promise<R>, stale: R, own?: Pending<Op>): Promise<R> {
    const gen = generation;
    const live = () => gen === generation;
    const t: Task<S> = {
      live,
      base: () => base,
      commit(next) {
        if (!live()) return;
        base = next(base);
        drop(own);
        publish();
      },
    };
    const done = queue.then(() => (live() ? task(t) : stale));
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
    /** A load; callers while one is queued share it. */
    load(task: (t: Task<S>) => Promise<void>): Promise<void> {
      if (loading) return loading;
      // Shared until it starts: a load asked for while one runs may need newer data (another tab).
      const mine: Promise<void> = run((t) => {
        if (loading === mine) loading = null;
        return task(t);
      }, undefined);
      loading = mine;
      return mine;
    },
    /** A write under `key` (a product) is on its way: a second press is not sent. */
    busy: (key: unknown) => pending.some((p) => p.key === key),
    /**
     * `op` shows at once; `send` runs when the tasks before it are done and commits the answer.
     * If it throws or ends without committing, the change disappears; its error is the caller's.
     */
    write<R>(key: unknown, op: Op, send: (t: Task<S>) => Promise<R>, stale: R): Promise<R> {
      const own = { key, op };
      pending = [...pending, own];
      publish();
      return run(send, stale, own).finally(() => {
        drop(own);
        publish();
      });
    },
    /** Starts over from `state`: changes in flight and answers still on their way are forgotten. */
    reset(state: S) {
      generation++;
      queue = Promise.resolve();
      loading = null;
      pending = [];
      base = state;
      publish();
    },
  };
}

export type ListStore<S, Op> = ReturnType<typeof createListStore<S, Op>>;

import { useSyncExternalStore } from 'react';

/**
 * The one convention for the shop's lists in the browser: the cart, the wish list and the
 * compare list (docs/decisions/020-one-list-store.md).
 * - A list's calls (loads and writes) run in one queue, one at a time: the server sees writes
 *   in the order they were made, and the last answer is always the newest picture.
 * - A write shows at once: its change is laid over the confirmed state until its answer is
 *   committed. When it fails the change is dropped, which is the rollback, without undoing the
 *   writes queued after it.
 * - `reset()` (a logout) starts a new generation: tasks queued or on their way before it can no
 *   longer touch the state, since they describe someone else's list.
 */
export interface Task<S> {
  /** False once the list was reset: this task's answers belong to the session before. */
  live(): boolean;
  /** The confirmed state: what the answers so far say, without the changes on their way. */
  base(): S;
  /** Replaces the confirmed state (ignored when not live); a write's change is now part of it. */
  commit(next: (base: S) => S): void;
}

export function createListStore<S, Op>(empty: S, apply: (state: S, op: Op) => S) {
  let [base, view, generation] = [empty, empty, 0];
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

  /** Runs `task` after every task queued before it; `stale` when a reset came in between. */
  function run<R>(task: (t: Task<S>) => Promise<R>, stale: R, own?: (typeof pending)[number]) {
    const gen = generation;
    const live = () => gen === generation;
    const commit = (next: (base: S) => S) => {
      if (!live()) return;
      base = next(base);
      pending = pending.filter((p) => p !== own);
      publish();
    };
    const done = queue.then(() => (live() ? task({ live, base: () => base, commit }) : stale));
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
    /** A load; callers share it until it starts (a later one may need newer data). */
    load(task: (t: Task<S>) => Promise<void>): Promise<void> {
      const mine: Promise<void> = (loading ??= run((t) => {
        if (loading === mine) loading = null;
        return task(t);
      }, undefined));
      return mine;
    },
    /** A write under `key` (a product) is on its way. */
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
        pending = pending.filter((p) => p !== own);
        publish();
      });
    },
    /** Starts over from `state`: changes on their way and answers still coming are forgotten. */
    reset(state: S) {
      [base, generation, queue, loading, pending] = [
        state,
        generation + 1,
        Promise.resolve(),
        null,
        [],
      ];
      publish();
    },
  };
}

/** A list for components; the server renders `initial` (pages are the same for everyone). */
export function useList<S>(list: { get(): S; subscribe(l: () => void): () => void }, initial: S) {
  return useSyncExternalStore(list.subscribe, list.get, () => initial);
}

/** A list the server keeps whole (wish list, compare): hearts and toggles read `ids`. */
export interface ServerList<T> {
  /** Null until loaded. */
  items: T[] | null;
  ids: ReadonlySet<number>;
  /** The header badge: the header call's number until the list itself is known. */
  count: number;
  /** The last load failed: the page offers to try again. */
  loadFailed: boolean;
}

export const EMPTY_LIST: ServerList<never> = {
  items: null,
  ids: new Set(),
  count: 0,
  loadFailed: false,
};

/** What a write did: `ignored` when already so, already on its way, or reset meanwhile. */
export type WriteResult<R> = R | 'ignored' | 'failed';

/** A change; an added item without its data (a compare column) appears with the answer. */
type Change<T> = { add: number; item?: T } | { remove: number } | { clear: true };

function applyChange<T extends { id: number }>(s: ServerList<T>, c: Change<T>): ServerList<T> {
  if ('clear' in c) return { ...s, items: s.items && [], ids: new Set(), count: 0 };
  const adding = 'add' in c;
  const id = adding ? c.add : c.remove;
  if (s.ids.has(id) === adding) return s; // already so
  const ids = new Set(s.ids);
  if (adding) ids.add(id);
  else ids.delete(id);
  const items =
    s.items &&
    (adding ? [...(c.item ? [c.item] : []), ...s.items] : s.items.filter((i) => i.id !== id));
  return { ...s, ids, items, count: Math.max(0, s.count + (adding ? 1 : -1)) };
}

/**
 * Every answer of a server list, to a load or a change, is the whole list and replaces what is
 * shown (docs/rules.md#wish-list, #comparison); failures are logged and swallowed, a change's
 * with a gentle notice, never the error popup (docs/rules.md#errors).
 */
export function createServerList<T extends { id: number }, A>(o: {
  /** Names the list in the log. */
  name: string;
  get: () => Promise<A>;
  items: (answer: A) => T[];
  canLoad?: () => boolean;
  /** Tells the other tabs. */
  broadcast: () => void;
  fail: (error: unknown) => void;
}) {
  const empty: ServerList<T> = EMPTY_LIST;
  const list = createListStore(empty, applyChange<T>);
  const from = (answer: A): ServerList<T> => {
    const items = o.items(answer);
    return { items, ids: new Set(items.map((i) => i.id)), count: items.length, loadFailed: false };
  };
  const loaded = () => list.get().items !== null;
  const load = (): Promise<void> =>
    o.canLoad?.() === false
      ? Promise.resolve()
      : list.load(async (t) => {
          try {
            const answer = await o.get();
            t.commit(() => from(answer));
          } catch (error) {
            // A background load: logged, and the page shows its own retry; no toast on every page.
            console.warn(`${o.name} load failed`, error);
            t.commit((state) => ({ ...state, loadFailed: true }));
          }
        });
  return {
    get: list.get,
    subscribe: list.subscribe,
    /** Fetches the list again (another tab changed it, a login). */
    load,
    /** The page that shows the list: loads once, whatever the header said. */
    ensureLoaded: () => (loaded() ? Promise.resolve() : load()),
    /** The header's number, until the list itself is known. */
    seed: (count: number) => list.update((s) => (s.items ? s : { ...s, count })),
    reset: () => list.reset(empty),
    busy: list.busy,
    /** One change: shown at once, sent after the ones before it; its answer replaces the list. */
    async write<R>(change: Change<T>, send: () => Promise<A>, done: R): Promise<WriteResult<R>> {
      const key = 'clear' in change ? 'all' : 'add' in change ? change.add : change.remove;
      if (list.busy(key)) return 'ignored';
      const commit = async (t: Task<ServerList<T>>) => {
        const answer = await send();
        t.commit(() => from(answer));
        o.broadcast();
        return done;
      };
      try {
        return await list.write<WriteResult<R>>(key, change, commit, 'ignored');
      } catch (error) {
        o.fail(error);
        return 'failed';
      }
    },
  };
}

import { createListStore, type Task } from './list-store';

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
  const kept = s.items?.filter((i) => i.id !== id) ?? null;
  const items = kept && adding && c.item ? [c.item, ...kept] : kept;
  return { ...s, ids, items, count: Math.max(0, s.count + (adding ? 1 : -1)) };
}

const fromItems = <T extends { id: number }>(items: T[]): ServerList<T> => ({
  items,
  ids: new Set(items.map((i) => i.id)),
  count: items.length,
  loadFailed: false,
});

/**
 * A list whose every answer, to a load or a change, is the whole list and replaces what is shown
 * (docs/rules.md#wish-list, #comparison), on the shared list store. Failures are logged and
 * swallowed, a change's with a gentle notice, never the error popup (docs/rules.md#errors).
 */
export function createServerList<T extends { id: number }>(o: {
  /** Names the list in the log. */
  name: string;
  get: () => Promise<T[]>;
  canLoad?: () => boolean;
  /** Tells the other tabs. */
  broadcast: () => void;
  fail: (error: unknown) => void;
}) {
  const empty: ServerList<T> = EMPTY_LIST;
  const list = createListStore(empty, applyChange<T>);
  const load = async (): Promise<void> => {
    if (o.canLoad?.() === false) return;
    await list.load(async (t) => {
      try {
        const items = await o.get();
        t.commit(() => fromItems(items));
      } catch (error) {
        // A background load: logged, and the page shows its own retry; no toast on every page.
        console.warn(`${o.name} load failed`, error);
        t.commit((state) => ({ ...state, loadFailed: true }));
      }
    });
  };
  return {
    get: list.get,
    subscribe: list.subscribe,
    /** Fetches the list again (another tab changed it, a login). */
    load,
    /** The page that shows the list: loads once, whatever the header said. */
    ensureLoaded: () => (list.get().items ? Promise.resolve() : load()),
    /** The header's number, until the list itself is known. */
    seed: (count: number) => list.update((s) => (s.items ? s : { ...s, count })),
    reset: () => list.reset(empty),
    busy: list.busy,
    /** One change: shown at once, sent after the ones before it; its answer replaces the list. */
    async write<R>(change: Change<T>, send: () => Promise<T[]>, done: R): Promise<WriteResult<R>> {
      const key = 'clear' in change ? 'all' : 'add' in change ? change.add : change.remove;
      if (list.busy(key)) return 'ignored';
      const commit = async (t: Task<ServerList<T>>) => {
        const items = await send();
        t.commit(() => fromItems(items));
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

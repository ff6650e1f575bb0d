import type { Product } from '#contracts/catalog';
import { broadcast, type CrossTabEvent } from '#web/lib/cross-tab';
import type { MessageKey } from '#web/lib/i18n/translate';
import { useList } from '#web/lib/list-store';
import {
  EMPTY_LIST,
  createServerList,
  type ServerList,
  type WriteResult,
} from '#web/lib/server-list';
import { swallow } from '#web/lib/notices';
import { createPendingWrite, tabStorage, type PendingWrite } from '#web/lib/pending-write';
import { session } from '#web/lib/session';
import { wishlistCalls, type WishlistCalls } from './wishlist-calls';

/** The wish list: newest first, on the server, for logged-in shoppers only (docs/rules.md#wish-list). */
export type WishlistState = ServerList<Product>;

/** What a press did (the heart shows a toast or the login prompt); `login`: a guest, nothing sent. */
export type WishlistToggleResult = WriteResult<'added' | 'removed'> | 'login';

export interface WishlistDeps {
  calls: WishlistCalls;
  loggedIn: () => boolean;
  broadcast: (event: CrossTabEvent) => void;
  fail: (error: unknown, message: MessageKey) => void;
  /** A press kept until answered, sent again by the next page's load (lib/pending-write.ts). */
  pending?: Pick<PendingWrite<PendingPress>, 'write' | 'clear' | 'take'>;
}

/** A press on a heart whose answer has not come yet: adding or removing one product. */
export interface PendingPress {
  id: number;
  add: boolean;
}

/** What session storage gives back, checked: another version of the shop may have written it. */
export function parsePress(value: unknown): PendingPress | null {
  const { id, add } = (value ?? {}) as { id?: unknown; add?: unknown };
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && typeof add === 'boolean'
    ? { id, add }
    : null;
}

export function createWishlist(deps: WishlistDeps) {
  const list = createServerList({
    name: 'wish list',
    get: deps.calls.get,
    canLoad: deps.loggedIn, // a guest has no wish list
    broadcast: () => deps.broadcast({ type: 'wishlist' }),
    fail: (error) => deps.fail(error, 'wishlist.failed'),
  });
  /**
   * A press an earlier page of this tab left unanswered (it went on while the call or its token
   * refresh was on its way), sent before the list is read. Adding twice or removing twice changes
   * nothing on the server.
   */
  const resume = async () => {
    if (!deps.loggedIn()) return;
    const press = deps.pending?.take();
    if (!press) return;
    try {
      await (press.add ? deps.calls.add : deps.calls.remove)(press.id);
    } catch (error) {
      console.warn('wish list: a press left by an earlier page failed', error);
    }
  };
  return {
    ...list,
    load: async () => {
      await resume();
      await list.load();
    },
    ensureLoaded: async () => {
      await resume();
      await list.ensureLoaded();
    },
    /** Adds a product not in the list, removes one that is; a guest is asked to log in. */
    async toggle(product: Product): Promise<WishlistToggleResult> {
      if (!deps.loggedIn()) return 'login';
      const { id } = product;
      const adding = !list.get().ids.has(id);
      const send = adding ? deps.calls.add : deps.calls.remove;
      // A change answers with the list; an answer without it (a 204) means asking again.
      const answer = async () => (await send(id)) ?? (await deps.calls.get());
      const change = adding ? { add: id, item: product } : { remove: id };
      if (list.busy(id)) return 'ignored';
      deps.pending?.write({ id, add: adding });
      const done: 'added' | 'removed' = adding ? 'added' : 'removed';
      const result = await list.write(change, answer, done);
      // Answered (or refused) on this page: nothing is left to send again.
      deps.pending?.clear();
      return result;
    },
  };
}

/** The page's one wish list. */
export const wishlist = createWishlist({
  calls: wishlistCalls,
  loggedIn: () => session.accessToken() !== null,
  broadcast,
  fail: (error, message) => swallow('wishlist', message)(error),
  pending: createPendingWrite('wishlist_pending', parsePress, tabStorage),
});

export const useWishlist = (): WishlistState => useList(wishlist, EMPTY_LIST);

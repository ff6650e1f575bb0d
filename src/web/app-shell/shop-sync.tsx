import { useCartSync } from '../features/cart/use-cart';
import { useCompareSync } from '../features/compare/compare-store';
import { useWishlistSync } from '../features/wishlist/wishlist-store';
import { NoticeHost } from './notice-host';

/**
 * The shop's lists kept in step with the server and the other tabs (spec 4 "Tab sync"), and
 * their gentle notices; mounted once in the locale layout, inside the toast provider.
 */
export function ShopSync() {
  useCartSync();
  useWishlistSync();
  useCompareSync();
  return <NoticeHost />;
}

import type { Product } from '../../../contracts/catalog';
import { AddToCart } from '../cart/add-to-cart';
import { CompareToggle } from '../compare/compare-toggle';
import { QuickOrder } from '../orders/quick-order';
import { WishlistToggle } from '../wishlist/wishlist-toggle';

/** The shop buttons under every product card: add to cart, quick order, compare. */
export function CardActions({ product }: { product: Product }) {
  return (
    <>
      <div className="min-w-0 flex-1">
        <AddToCart product={product} size="sm" fullWidth compact />
      </div>
      <QuickOrder product={product} size="icon-sm" />
      <CompareToggle product={product} />
    </>
  );
}

/** Over the card's image corner: the wish-list heart. */
export function CardImageActions({ product }: { product: Product }) {
  return <WishlistToggle product={product} variant="icon" />;
}

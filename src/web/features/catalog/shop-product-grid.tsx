import type { Product } from '#contracts/catalog';
import { ProductGrid, type ProductGridProps } from '#web/components/ui/product-card';
import { AddToCart } from '../cart/add-to-cart';
import { CompareToggle } from '../compare/compare-toggle';
import { QuickOrder } from '../orders/quick-order';
import { WishlistToggle } from '../wishlist/wishlist-toggle';

/** The shop buttons under every product card: add to cart, quick order, compare. */
function CardActions({ product }: { product: Product }) {
  return (
    <>
      {/* First in the row: `.pcard-actions > :first-child` gives it the free width. */}
      <AddToCart product={product} size="sm" fullWidth compact />
      <QuickOrder product={product} size="icon-sm" />
      <CompareToggle product={product} />
    </>
  );
}

const cardActions = (product: Product) => <CardActions product={product} />;
/** Over the card's image corner: the wish-list heart. */
const imageActions = (product: Product) => (
  <WishlistToggle product={product} variant="icon" className="pcard-corner" />
);

/**
 * The product grid of listings, the home page and related products: every card carries the shop's
 * buttons. This is where the catalogue composes the cart, quick order, compare and wish-list
 * features; the grid itself (components/ui/product-card.tsx) knows none of them.
 */
export function ShopProductGrid(
  props: Omit<ProductGridProps, 'renderActions' | 'renderImageActions'>,
) {
  return <ProductGrid {...props} renderActions={cardActions} renderImageActions={imageActions} />;
}

import type { Product } from '../../../contracts/catalog';
import { AddToCart } from '../cart/add-to-cart';
import { QuickOrder } from '../orders/quick-order';

/** The shop buttons under every product card: add to cart, quick order, compare. */
export function CardActions({ product }: { product: Product }) {
  return (
    <>
      <div className="min-w-0 flex-1">
        <AddToCart product={product} size="sm" fullWidth />
      </div>
      <QuickOrder product={product} size="icon-sm" />
    </>
  );
}

/** Over the card's image corner: the wish-list heart. */
export function CardImageActions(_props: { product: Product }) {
  return null;
}

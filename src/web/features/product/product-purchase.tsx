import type { Product } from '#contracts/catalog';
import { AddToCart } from '../cart/add-to-cart';
import { CompareToggle } from '../compare/compare-toggle';
import { CustomizationRequest } from '../orders/request-button';
import { QuickOrder } from '../orders/quick-order';
import { StockAlert } from '../stock-alerts/stock-alert';
import { WishlistToggle } from '../wishlist/wishlist-toggle';
import { useT } from '#web/lib/i18n/use-translate';

/** The product page's buttons: cart, quick order, wish list, compare, customization request. */
export function ProductPurchase({ product }: { product: Product }) {
  const t = useT();
  // One named group, so assistive technology (and tests) find "the" add-to-cart of the page.
  return (
    <div role="group" aria-label={t('product.buy')} className="mt-6 flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-48 flex-1 sm:flex-none">
          <AddToCart product={product} size="lg" fullWidth />
        </div>
        <QuickOrder product={product} size="lg" />
        {!product.available && <StockAlert product={product} />}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <WishlistToggle product={product} variant="button" />
        <CompareToggle product={product} variant="button" />
        <CustomizationRequest product={product} />
      </div>
    </div>
  );
}

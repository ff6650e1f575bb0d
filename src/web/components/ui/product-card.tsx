import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '#contracts/catalog';
import { useT } from '#web/lib/i18n/use-translate';
import { Badge } from './badge';
import { cx } from './cx';
import { Price, discountPercent } from './price';
import { ProductPicture } from './product-picture';
import { RatingStars } from './rating-stars';
import { Skeleton } from './skeleton';

/** A card's drawn width: a quarter of the 80rem page, a third on tablets, half on phones. */
const CARD_SIZES = '(min-width:1024px) 300px,(min-width:768px) 33vw,50vw';

export interface ProductCardProps {
  product: Product;
  /** Load the image at once (the first row of a listing); otherwise it loads lazily. */
  eager?: boolean;
  /** Heading level of the title: 3 under a section's h2 (default), 2 directly under the page's h1. */
  headingLevel?: 2 | 3;
  /** Controls drawn above the card's link layer (add to cart, wish-list heart, compare). */
  actions?: ReactNode;
  /** A control over the image's top-right corner (a wish-list heart) with class `pcard-corner`. */
  imageActions?: ReactNode;
}

/**
 * A product tile. The title link stretches over the whole card (one tab stop, one link name for
 * screen readers); anything in `actions`/`imageActions` sits above it and stays clickable.
 */
export function ProductCard({
  product,
  eager = false,
  headingLevel = 3,
  actions,
  imageActions,
}: ProductCardProps) {
  const t = useT();
  const pct = discountPercent(product.price_sale, product.price_lowest_30d);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-testid="product-card"
      data-product-id={product.id}
      // Component classes (styles/components.css): a listing repeats this card 24 times.
      className="pcard"
    >
      <div className="pcard-media">
        {product.image && (
          <ProductPicture
            src={product.image}
            srcset={product.image_srcset}
            sizes={CARD_SIZES}
            alt=""
            width={600}
            height={600}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            // The first row is the largest paint: decoded with the frame, not after it.
            decoding={eager ? undefined : 'async'}
            className={cx('pcard-img', !product.available && 'opacity-60 grayscale-[40%]')}
          />
        )}
        {/* No empty badge box on the cards that have no badge. */}
        {(pct !== null || !product.available) && (
          <div className="pcard-badges">
            {pct !== null && (
              <Badge tone="sale" appearance="solid" size="md">
                {/* One text node: no `<!-- -->` separator in the HTML. */}
                <span className="sr-only">{`${t('product.discount')} `}</span>
                {t('price.discount', { percent: pct })}
              </Badge>
            )}
            {!product.available && (
              <Badge tone="dark" appearance="solid">
                {t('product.outOfStock')}
              </Badge>
            )}
          </div>
        )}
        {/* Placed over the image's corner by `.pcard-media > .pcard-corner` (no wrapper element). */}
        {imageActions}
      </div>
      <div className="pcard-body">
        <p className="pcard-category">{product.category}</p>
        <Heading className="pcard-title">
          {/* No `data-discover` (React Router fetches the product route's manifest on the first
              click instead of scanning 24 links per page; decision 024). */}
          <Link to={product.url} discover="none">
            {product.title}
          </Link>
        </Heading>
        {product.group_more && (
          // "+2 colours": the listing stays one card per product (docs/rules.md#product-groups).
          <p className="pcard-group">
            {t(`group.more.${product.group_more.axis}`, { count: product.group_more.count })}
          </p>
        )}
        {product.rating && (
          <RatingStars average={product.rating.average} count={product.rating.count} />
        )}
        <div className="pcard-foot">
          <Price
            price={product.price}
            sale={product.price_sale}
            lowest30d={product.price_lowest_30d}
            size="sm"
          />
          <p className={cx('pcard-stock', !product.available && 'pcard-out')}>
            {product.available ? t('product.inStock') : t('product.outOfStock')}
          </p>
        </div>
        {actions && <div className="pcard-actions">{actions}</div>}
      </div>
    </article>
  );
}

export interface ProductGridProps {
  products: Product[];
  /** How many leading cards load their image at once (the first row of a listing). Default 0. */
  eagerCount?: number;
  headingLevel?: 2 | 3;
  /**
   * Per-product controls, e.g. `(p) => <AddToCart product={p} />`. This grid knows no feature: the
   * shop's usual buttons come with `ShopProductGrid` (features/catalog/shop-product-grid.tsx).
   */
  renderActions?: (product: Product) => ReactNode;
  renderImageActions?: (product: Product) => ReactNode;
}

export function ProductGrid({
  products,
  eagerCount = 0,
  headingLevel,
  renderActions,
  renderImageActions,
}: ProductGridProps) {
  return (
    <ul className="pgrid">
      {products.map((p, i) => (
        // `.pgrid > li` (components.css) lays the cell out: 24 cells, no class each.
        <li key={p.id}>
          <ProductCard
            product={p}
            eager={i < eagerCount}
            headingLevel={headingLevel}
            actions={renderActions?.(p)}
            imageActions={renderImageActions?.(p)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a page of products loads (e.g. "load more"). */
export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <ul aria-hidden="true" className="pgrid">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="flex flex-col overflow-hidden rounded-card ring-1 ring-line">
          <Skeleton className="aspect-square rounded-none" />
          <div className="flex flex-col gap-2 p-3 sm:p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-2/5" />
          </div>
        </li>
      ))}
    </ul>
  );
}

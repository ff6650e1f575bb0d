import { Link } from 'react-router';
import type { Product } from '../../../contracts/catalog';
import { Price } from '../../components/ui/price';
import { useT } from '../../lib/i18n/use-translate';

export function ProductCard({ product, eager = false }: { product: Product; eager?: boolean }) {
  const t = useT();
  return (
    <article data-testid="product-card" data-product-id={product.id} className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-white">
      <div className="relative aspect-square bg-surface">
        {product.image && (
          <img src={product.image} alt="" width={800} height={800} loading={eager ? 'eager' : 'lazy'} decoding="async" className="h-full w-full object-cover" />
        )}
        {product.price_sale !== null && (
          <span className="absolute left-2 top-2 rounded bg-sale px-2 py-0.5 text-xs font-semibold text-white">{t('product.sale')}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-xs uppercase tracking-wide text-muted">{product.category}</p>
        <h3 className="text-sm font-medium leading-snug">
          <Link to={product.url} className="after:absolute after:inset-0">
            {product.title}
          </Link>
        </h3>
        <div className="mt-auto pt-2">
          <Price price={product.price} sale={product.price_sale} />
          {!product.available && <p className="text-xs text-muted">{t('product.outOfStock')}</p>}
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((p, i) => (
        <li key={p.id} className="flex">
          <ProductCard product={p} eager={i < 4} />
        </li>
      ))}
    </ul>
  );
}

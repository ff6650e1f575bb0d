import { useState } from 'react';
import { MAX_LIST_LIMIT, type AdminProduct } from '#contracts/admin/products';
import { Button } from '#web/components/ui/button';
import { TrashIcon } from '#web/components/ui/icons';
import { ProductSearch } from '#web/admin/components/product-search';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { usePickedProducts } from '#web/admin/lib/product-search-queries';
import { productTitle } from '#web/admin/lib/product-title';
import { usePromotionsT } from './i18n';

/**
 * The products a code covers, picked by search (SKU or name) and listed by name with a remove
 * button each; the form sends them as `product_ids`. The code's own products are named by one
 * call; a product found by the search is known already.
 */
export function PromotionProducts({ initial, error }: { initial: number[]; error?: string }) {
  const t = usePromotionsT();
  const locale = useAdminLocale();
  const [ids, setIds] = useState<number[]>(initial);
  const [found, setFound] = useState<ReadonlyMap<number, AdminProduct>>(new Map());
  // One call names the code's products, as many as the list gives at once; the rest show a number.
  const asked = initial.slice(0, MAX_LIST_LIMIT);
  const picked = usePickedProducts(asked);
  const known = (id: number) =>
    found.get(id) ?? picked.data?.items.find((p) => p.id === id) ?? null;
  const nameOf = (id: number) => {
    const product = known(id);
    if (product) return productTitle(product, locale);
    if (!asked.includes(id)) return `#${id}`;
    // Still being asked for; a product the answer lacks was deleted since.
    return picked.isPending ? '…' : t('promo.productGone', { id });
  };

  return (
    // min-w-0: a fieldset is as wide as its content by default, wider than a phone's dialog.
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid="promo-products">
      <legend className="mb-1 text-sm font-medium">{t('promo.products')}</legend>
      <p className="text-sm text-muted">{t('promo.productsHint')}</p>
      {ids.length === 0 ? (
        <p className="text-sm text-muted">{t('promo.productsNone')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
          {ids.map((id) => {
            const name = nameOf(id);
            return (
              <li key={id} className="flex items-center gap-2 px-3 py-1.5" data-product-id={id}>
                <input type="hidden" name="product_ids" value={id} />
                <span className="min-w-0 flex-1 truncate text-sm">
                  {name}
                  <span className="ms-2 text-muted">{known(id)?.sku ?? ''}</span>
                </span>
                <Button
                  size="icon-sm"
                  variant="ghost"
                  icon={<TrashIcon size={16} />}
                  aria-label={t('promo.removeProduct', { name })}
                  onClick={() => setIds((list) => list.filter((x) => x !== id))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {error ? (
        <p className="text-sm font-medium text-danger-700" role="alert">
          {error}
        </p>
      ) : null}
      <ProductSearch
        label={t('promo.addProduct')}
        exclude={new Set(ids)}
        onAdd={(product) => {
          setFound((map) => new Map(map).set(product.id, product));
          setIds((list) => [...list, product.id]);
        }}
      />
    </fieldset>
  );
}

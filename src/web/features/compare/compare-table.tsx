import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { compareRows, differingRows } from '#domain/compare/compare-rows';
import { Button } from '#web/components/ui/button';
import { cx } from '#web/components/ui/cx';
import { CloseIcon } from '#web/components/ui/icons';
import { Price } from '#web/components/ui/price';
import { useT } from '#web/lib/i18n/use-translate';
import { AddToCart } from '../cart/add-to-cart';
import type { CompareProduct } from './compare-store';

/** The attribute-name column stays in view while a phone scrolls the products sideways. */
const stickyCell =
  'sticky left-0 z-10 w-28 min-w-28 border-r border-line bg-white sm:w-44 sm:min-w-44';
const productCell = 'w-44 min-w-44 border-r border-line last:border-r-0 sm:w-56 sm:min-w-56';

export interface CompareTableProps {
  products: CompareProduct[];
  /** Hide the attribute rows where every product has the same value. */
  differencesOnly: boolean;
  onRemove: (product: CompareProduct) => void;
}

/**
 * Products side by side: a real table (column headers are the products, row headers the
 * attributes), inside a focusable scroll region so a keyboard can scroll it sideways too.
 */
export function CompareTable({ products, differencesOnly, onRemove }: CompareTableProps) {
  const t = useT();
  const captionId = useId();
  const rows = compareRows(products);
  const shown = differencesOnly ? differingRows(rows) : rows;
  // `relative`: the cells' visually hidden texts are absolutely positioned; without a containing
  // block inside the scroll region they escape it and widen the whole page on a phone.
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="relative overflow-x-auto overscroll-x-contain rounded-xl border border-line bg-white shadow-card"
    >
      <table className="w-max min-w-full border-separate border-spacing-0 text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t('compare.caption')}
        </caption>
        <thead>
          <tr>
            <td className={cx(stickyCell, 'align-bottom')} />
            {products.map((p) => (
              <th
                key={p.id}
                scope="col"
                data-product-id={p.id}
                className={cx(productCell, 'p-3 align-top font-normal sm:p-4')}
              >
                <ProductHead product={p} onRemove={() => onRemove(p)} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Row name={t('compare.price')}>
            {products.map((p) => (
              // The price and the way to buy at that price, together; kept out of the column
              // header so that header stays a short name for screen readers.
              <div key={p.id} className="flex flex-col items-start gap-2.5">
                <Price price={p.price} sale={p.price_sale} lowest30d={p.price_lowest_30d} />
                <AddToCart product={p} size="sm" fullWidth />
              </div>
            ))}
          </Row>
          <Row name={t('compare.availability')}>
            {products.map((p) => (
              <span key={p.id} className={p.available ? 'text-success-700' : 'text-muted'}>
                {p.available ? t('product.inStock') : t('product.outOfStock')}
              </span>
            ))}
          </Row>
          <Row name={t('compare.category')}>
            {products.map((p) => (
              <span key={p.id}>{p.category}</span>
            ))}
          </Row>
          {shown.map((row) => (
            <Row key={row.key} name={row.name} attributeKey={row.key}>
              {row.values.map((value, i) =>
                value === null ? (
                  <span key={i}>
                    <span aria-hidden="true" className="text-subtle">
                      —
                    </span>
                    <span className="sr-only">{t('compare.noValue')}</span>
                  </span>
                ) : (
                  <span key={i}>{value}</span>
                ),
              )}
            </Row>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Row({
  name,
  attributeKey,
  children,
}: {
  name: string;
  attributeKey?: string;
  children: ReactNode[];
}) {
  return (
    <tr data-testid={attributeKey ? 'compare-row' : undefined} data-key={attributeKey}>
      <th
        scope="row"
        className={cx(stickyCell, 'border-t px-3 py-2.5 align-top font-medium text-muted sm:px-4')}
      >
        <span className="wrap-break-word hyphens-auto">{name}</span>
      </th>
      {children.map((cell, i) => (
        <td
          key={i}
          className={cx(productCell, 'border-t px-3 py-2.5 align-top wrap-break-word sm:px-4')}
        >
          {cell}
        </td>
      ))}
    </tr>
  );
}

function ProductHead({ product, onRemove }: { product: CompareProduct; onRemove: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-2">
      <div className="relative max-w-52">
        {/* The title below is the link for keyboards and screen readers; the picture is a
            second, mouse-only way to the same page. */}
        <Link to={product.url} tabIndex={-1} aria-hidden="true" className="block">
          {product.image ? (
            <img
              src={product.image}
              alt=""
              width={600}
              height={600}
              loading="lazy"
              decoding="async"
              className="aspect-square w-full rounded-lg bg-canvas object-cover"
            />
          ) : (
            <span className="block aspect-square w-full rounded-lg bg-canvas" />
          )}
        </Link>
        {/* Positioned by a wrapper: the button's own `relative` would win over `absolute`. */}
        <div className="absolute top-1.5 right-1.5">
          <Button
            variant="secondary"
            size="icon-sm"
            data-remove-id={product.id}
            aria-label={t('compare.removeItem', { title: product.title })}
            title={t('compare.remove')}
            onClick={onRemove}
            className="shadow-card"
          >
            <CloseIcon size={18} />
          </Button>
        </div>
      </div>
      <Link
        to={product.url}
        className="line-clamp-3 font-medium text-ink wrap-break-word hyphens-auto hover:text-brand-600 hover:underline"
      >
        {product.title}
      </Link>
    </div>
  );
}

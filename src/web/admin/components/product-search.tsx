import { useRef, useState } from 'react';
import type { AdminProduct } from '#contracts/admin/products';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { PlusIcon } from '#web/components/ui/icons';
import { Input } from '#web/components/ui/input';
import { useAdminLocale, useAdminT } from '#web/admin/i18n/use-admin-t';
import { MIN_SEARCH, useProductSearch } from '#web/admin/lib/product-search-queries';
import { productTitle } from '#web/admin/lib/product-title';

/**
 * Finds live products by SKU or name, as the products list searches, and offers an "add" button
 * for each one not picked yet. Inside a form: Enter searches (as typing does) and never submits.
 * An add empties the search and puts the focus back in it, ready for the next product.
 */
export function ProductSearch({
  label,
  exclude,
  onAdd,
  note,
}: {
  /** Names the section (the picker it serves). */
  label: string;
  exclude: ReadonlySet<number>;
  onAdd: (product: AdminProduct) => void;
  /** A word after a result's SKU (a group's "in another group"). */
  note?: (product: AdminProduct) => string | null;
}) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const [term, setTerm] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const search = useProductSearch(term);
  const found = (search.data?.items ?? []).filter((p) => !exclude.has(p.id) && !p.archived);
  return (
    <section aria-label={label} className="flex min-w-0 flex-col gap-2">
      <Field label={t('productSearch.label')} hint={t('productSearch.hint')}>
        <Input
          ref={input}
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
          data-testid="product-search"
        />
      </Field>
      {term.trim().length >= MIN_SEARCH && search.isSuccess && found.length === 0 && (
        <p className="text-sm text-muted">{t('productSearch.none')}</p>
      )}
      <ul className="flex flex-col gap-1" aria-live="polite">
        {found.map((p) => {
          const name = productTitle(p, locale);
          const extra = note?.(p);
          return (
            <li key={p.id} className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
              <Button
                size="sm"
                variant="secondary"
                icon={<PlusIcon size={16} />}
                className="max-w-full"
                onClick={() => {
                  onAdd(p);
                  setTerm('');
                  input.current?.focus();
                }}
              >
                <span className="truncate">{t('productSearch.add', { name })}</span>
              </Button>
              <span className="text-sm text-muted">
                {p.sku}
                {extra ? ` · ${extra}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

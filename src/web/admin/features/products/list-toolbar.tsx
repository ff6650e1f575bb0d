import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { CloseIcon, SearchIcon } from '#web/components/ui/icons';
import { Checkbox } from '#web/components/ui/checkbox';
import { Input } from '#web/components/ui/input';
import { Select } from '#web/components/ui/select';
import type { CategoryOption } from './category-options';
import { optionLabel } from './category-options';
import { useProductsT, type ProductsKey } from './i18n';
import {
  hasFilters,
  withChange,
  withoutControls,
  type ListState,
  type TriState,
} from './list-state';

export interface ListToolbarProps {
  state: ListState;
  /**
   * A change to the list, applied to the latest state (not the one this render saw: a quick second
   * change must not undo the first). `replace`: a typed search replaces the history entry instead
   * of adding one per pause.
   */
  onChange: (update: (current: ListState) => ListState, replace?: boolean) => void;
  categories: CategoryOption[];
}

/** Typing pauses this long before the list asks the server. */
const SEARCH_DELAY_MS = 300;

function TriSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  options: Array<[string, ProductsKey]>;
}) {
  const t = useProductsT();
  return (
    <label className="flex min-w-0 flex-col gap-1 text-xs font-medium text-muted">
      {label}
      <Select
        size="sm"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        options={options.map(([v, key]) => ({ value: v, label: t(key) }))}
      />
    </label>
  );
}

/** Search (title or SKU) and the filters; every change lands in the address. */
export function ListToolbar({ state, onChange, categories }: ListToolbarProps) {
  const t = useProductsT();
  const [text, setText] = useState(state.search);
  // The address changed under us (back button, "clear filters"): show its search.
  const [shown, setShown] = useState(state.search);
  if (shown !== state.search) {
    setShown(state.search);
    setText(state.search);
  }

  const search = (value: string) => {
    if (value !== state.search) onChange((s) => withChange(s, { search: value }), true);
  };
  const commitSearch = useEffectEvent(search);
  useEffect(() => {
    const timer = setTimeout(() => commitSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const tri = (key: 'published' | 'inStock' | 'onSale') => (value: string | null) =>
    onChange((s) => withChange(s, { [key]: value as TriState }));

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line bg-white p-4 shadow-card">
      <div className="flex items-center gap-3">
        <form
          role="search"
          className="min-w-0 flex-1"
          onSubmit={(e) => {
            e.preventDefault();
            search(text.trim());
          }}
        >
          <Input
            type="search"
            size="sm"
            value={text}
            onChange={(e) => setText(withoutControls(e.target.value).slice(0, 100))}
            aria-label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leading={<SearchIcon size={18} />}
          />
        </form>
        {hasFilters(state) && (
          <Button
            variant="ghost"
            size="sm"
            icon={<CloseIcon size={16} />}
            className="shrink-0"
            onClick={() =>
              onChange((s) => ({
                ...s,
                search: '',
                categoryId: null,
                published: null,
                inStock: null,
                onSale: null,
                archived: null,
                safetyMissing: false,
                page: 1,
              }))
            }
          >
            {t('list.filter.clear')}
          </Button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-[minmax(0,1.6fr)_repeat(4,minmax(0,1fr))] lg:items-end">
        <label className="col-span-2 flex min-w-0 flex-col gap-1 text-xs font-medium text-muted md:col-span-1">
          {t('list.filter.category')}
          <Select
            size="sm"
            value={state.categoryId === null ? '' : String(state.categoryId)}
            onChange={(e) =>
              onChange((s) =>
                withChange(s, { categoryId: e.target.value ? Number(e.target.value) : null }),
              )
            }
          >
            <option value="">{t('list.filter.allCategories')}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {optionLabel(c)}
              </option>
            ))}
          </Select>
        </label>
        <TriSelect
          label={t('list.filter.published')}
          value={state.published}
          onChange={tri('published')}
          options={[
            ['', 'list.filter.any'],
            ['true', 'status.published'],
            ['false', 'status.unpublished'],
          ]}
        />
        <TriSelect
          label={t('list.filter.stock')}
          value={state.inStock}
          onChange={tri('inStock')}
          options={[
            ['', 'list.filter.any'],
            ['true', 'list.filter.inStock'],
            ['false', 'list.filter.outOfStock'],
          ]}
        />
        <TriSelect
          label={t('list.filter.sale')}
          value={state.onSale}
          onChange={tri('onSale')}
          options={[
            ['', 'list.filter.any'],
            ['true', 'list.filter.onSale'],
            ['false', 'list.filter.notOnSale'],
          ]}
        />
        <TriSelect
          label={t('list.filter.archive')}
          value={state.archived}
          onChange={(value) =>
            onChange((s) => withChange(s, { archived: value as ListState['archived'] }))
          }
          options={[
            ['', 'list.filter.live'],
            ['true', 'list.filter.archivedOnly'],
            ['all', 'list.filter.everything'],
          ]}
        />
      </div>
      <Checkbox
        label={t('list.filter.safetyMissing')}
        checked={state.safetyMissing}
        onChange={(e) => onChange((s) => withChange(s, { safetyMissing: e.target.checked }))}
        data-testid="filter-safety-missing"
      />
    </div>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { href, useLocation, useNavigate } from 'react-router';
import { API, apiPath } from '#contracts/api-paths';
import type { Product, Suggestions } from '#contracts/catalog';
import { SearchIcon } from '#web/components/ui/icons';
import { Price } from '#web/components/ui/price';
import { ProductPicture } from '#web/components/ui/product-picture';
import { getJson } from '#web/lib/api';
import { answer } from '#web/lib/answer';
import { useLocale, useT } from '#web/lib/i18n/use-translate';

const suggestAnswer = answer('suggestResponse');

type Option =
  | { id: string; title: string; url: string; kind: 'category' }
  | { id: string; title: string; url: string; kind: 'product'; product: Product };

/**
 * The header search: a plain GET form (works without JavaScript) that, with JavaScript, becomes
 * an ARIA 1.2 combobox suggesting categories and products as the shopper types. Arrow keys move
 * through the suggestions, Enter opens the chosen one (or searches), Escape closes the list.
 */
export function SearchBox() {
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const listId = useId();
  const searchPage = href('/:locale/search', { locale });
  const current =
    location.pathname === searchPage
      ? (new URLSearchParams(location.search).get('search') ?? '')
      : '';
  const [query, setQuery] = useState(current);
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    const q = query.trim();
    if (!typed.current || q.length < 2) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      getJson<Suggestions>(
        apiPath(API.searchSuggest, { locale }, { search: q }),
        suggestAnswer,
        abort.signal,
      ).then(
        (s) => {
          const next: Option[] = [
            ...s.categories.map((c, i) => ({
              id: `${listId}-c${i}`,
              title: c.title,
              url: c.url,
              kind: 'category' as const,
            })),
            ...s.products.map((p) => ({
              id: `${listId}-p${p.id}`,
              title: p.title,
              url: p.url,
              kind: 'product' as const,
              product: p,
            })),
          ];
          setOptions(next);
          setActive(-1);
          setOpen(next.length > 0);
        },
        () => {}, // suggestions are a convenience: a failure leaves the plain search working
      );
    }, 150);
    return () => (clearTimeout(timer), abort.abort());
  }, [query, locale, listId]);

  const choose = (option: Option) => {
    setOpen(false);
    navigate(option.url);
  };

  return (
    <form
      action={searchPage}
      method="get"
      role="search"
      className="order-last w-full md:order-none md:mx-auto md:max-w-xl md:flex-1"
    >
      <label htmlFor="site-search" className="sr-only">
        {t('header.search')}
      </label>
      <div className="relative">
        <input
          id="site-search"
          name="search"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? options[active]?.id : undefined}
          value={query}
          onChange={(e) => {
            typed.current = true;
            setQuery(e.target.value);
            if (e.target.value.trim().length < 2) setOpen(false);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && options.length) {
              e.preventDefault();
              setOpen(true);
              setActive((a) => (a + 1) % options.length);
            } else if (e.key === 'ArrowUp' && options.length) {
              e.preventDefault();
              setActive((a) => (a <= 0 ? options.length - 1 : a - 1));
            } else if (e.key === 'Escape' && open) {
              // First Escape closes the list; only a second one clears the field (native).
              e.preventDefault();
              setOpen(false);
            } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
              e.preventDefault();
              choose(options[active]);
            }
          }}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          maxLength={100}
          placeholder={t('header.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          className="search-input"
        />
        <button type="submit" className="on-dark search-submit">
          <SearchIcon size={19} />
          <span className="sr-only">{t('header.searchButton')}</span>
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          hidden={!open}
          className="search-list"
        >
          {options.map((o, i) => (
            <li
              key={o.id}
              id={o.id}
              role="option"
              aria-selected={i === active}
              data-kind={o.kind}
              onMouseDown={(e) => e.preventDefault()} // keep focus in the input
              onClick={() => choose(o)}
              className={`search-option ${i === active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-surface'}`}
            >
              {o.kind === 'category' ? (
                <span className="search-thumb search-thumb-icon" aria-hidden="true">
                  <SearchIcon size={18} />
                </span>
              ) : (
                <SuggestionPicture product={o.product} />
              )}
              <span className="min-w-0 flex-1">
                <span className="search-option-title">{o.title}</span>
                {o.kind === 'category' ? (
                  <span className="search-option-kind">{t('search.category')}</span>
                ) : (
                  <Price
                    price={o.product.price}
                    sale={o.product.price_sale}
                    lowest30d={o.product.price_lowest_30d}
                    size="sm"
                  />
                )}
              </span>
            </li>
          ))}
        </ul>
        {/* Announces how many suggestions there are; a plain live region, so the page's own
            status messages stay the page's only `status`. */}
        <p aria-live="polite" className="sr-only">
          {open ? t('search.found', { count: options.length }) : ''}
        </p>
      </div>
    </form>
  );
}

/** A suggested product's thumbnail; the title beside it names it, so the picture is silent. */
function SuggestionPicture({ product }: { product: Product }) {
  if (!product.image) return <span className="search-thumb" aria-hidden="true" />;
  return (
    <span className="search-thumb">
      <ProductPicture
        src={product.image}
        srcset={product.image_srcset}
        sizes="48px"
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
      />
    </span>
  );
}

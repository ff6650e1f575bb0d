import { useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AdminProduct } from '#contracts/admin/products';
import type { Locale } from '#domain/locale';
import { FormMessage } from '#web/components/ui/form-message';
import { ChevronLeftIcon } from '#web/components/ui/icons';
import { EditorBar } from './editor-bar';
import { AttributeFields, withProductValues, type AttributeDef } from './attribute-fields';
import { categoryOptions } from './category-options';
import { emptyValues, sameValues, valuesFromProduct, type EditorValues } from './editor-values';
import { errorText, useProductsT } from './i18n';
import { EditorSidePanels } from './editor-side-panels';
import { ProductGroupPanel } from '../product-groups/group-panel';
import { advanceVersion } from './image-queries';
import { ImageManager } from './image-manager';
import { LocaleTexts } from './locale-texts';
import { productTitle } from '#web/admin/lib/product-title';
import { StatusBadge } from './product-cells';
import { shopProductPath, useProductCategories, useReloadProduct } from './product-queries';
import { useAdminLocale } from '#web/admin/i18n/use-admin-t';
import { AdminPage, Panel } from '#web/admin/components/admin-page';
import { UnsavedDialog, useUnsavedGuard } from './unsaved-guard';
import { useProductSave, type SaveOutcome } from './use-product-save';
import { SafetyPanel } from './safety-panel';

export interface ProductEditorProps {
  /** null: a new product. */
  product: AdminProduct | null;
  attributes: AttributeDef[];
  /** The shop's origin, for the addresses shown under the slugs. */
  origin: string;
  /** The server's image upload limit (MEDIA_MAX_UPLOAD_MB). */
  maxUploadMb: number;
}

/**
 * The product editor. The form is the API's shape as text (editor-values.ts), validated with
 * the contract's schema; a save sends what changed with the version it was loaded at, so a
 * colleague's save in between is a clear conflict, never silently overwritten.
 */
export function ProductEditor({
  product: loaded,
  attributes,
  origin,
  maxUploadMb,
}: ProductEditorProps) {
  const t = useProductsT();
  const locale = useAdminLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const reloadProduct = useReloadProduct();

  const [product, setProduct] = useState(loaded);
  const [saved, setSaved] = useState<EditorValues>(() =>
    loaded ? valuesFromProduct(loaded, locale) : emptyValues(),
  );
  const [values, setValues] = useState(saved);
  const [tab, setTab] = useState<Locale>(locale);
  const [notice, setNotice] = useState<string | null>(
    (location.state as { created?: boolean } | null)?.created ? t('editor.created') : null,
  );
  const { onSubmit, pending, fieldError, formError, conflict, clear } = useProductSave({
    t,
    values,
    saved,
    product,
    showLocale: setTab,
    onSaved,
  });
  const dirty = !sameValues(values, saved);
  const guard = useUnsavedGuard(dirty);

  const categories = useProductCategories();
  const options = useMemo(
    () => (categories.data ? categoryOptions(categories.data, locale) : []),
    [categories.data, locale],
  );
  const defs = useMemo(
    () => withProductValues(attributes, values.attributes),
    [attributes, values.attributes],
  );

  const error = (field: string) => {
    const message = fieldError(field);
    return message ? errorText(t, field, message) : undefined;
  };
  const set = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => {
    setNotice(null);
    setValues((v) => ({ ...v, [key]: value }));
  };

  // Versions our own image writes left (each bumps the product's version; image-queries.ts).
  const ownVersions = useRef(new Set<number>());
  const onImageVersion = (version: number | null) => {
    if (version === null) return;
    ownVersions.current.add(version);
    setProduct((p) => (p ? { ...p, version: advanceVersion(p.version, ownVersions.current) } : p));
  };

  function adopt(next: AdminProduct) {
    const v = valuesFromProduct(next, locale);
    setProduct(next);
    setSaved(v);
    setValues(v);
  }

  function onSaved(outcome: SaveOutcome) {
    if (outcome.kind === 'unchanged') setNotice(t('editor.unchanged'));
    if (outcome.kind === 'saved') {
      adopt(outcome.product);
      setNotice(t('editor.saved'));
    }
    if (outcome.kind === 'created') {
      setSaved(values); // not "unsaved" while the product's own address loads
      guard.allowNext();
      void navigate(`/admin/products/${outcome.product.id}`, {
        replace: true,
        state: { created: true },
      });
    }
  }

  async function reload() {
    if (!product) return;
    const fresh = await reloadProduct(product.id);
    clear();
    adopt(fresh);
    setNotice(t('editor.reloaded'));
  }

  const savedSlug = product?.translations[locale]?.slug;
  const inShop = product && product.published && !product.archived && savedSlug;
  const heading = product ? productTitle(product, locale) : t('editor.newTitle');

  return (
    <AdminPage
      title={heading}
      description={
        <Link
          to="/admin/products"
          className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
        >
          <ChevronLeftIcon size={16} />
          {t('editor.back')}
        </Link>
      }
      actions={
        <>
          {product && <StatusBadge product={product} />}
          {inShop ? (
            <a
              href={shopProductPath(locale, savedSlug)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-9 items-center rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('editor.viewInShop')}
              <span className="sr-only"> {t('common.newTab')}</span>
            </a>
          ) : product ? (
            <span className="text-sm text-muted">{t('editor.notInShop')}</span>
          ) : null}
        </>
      }
    >
      <form
        onSubmit={(e) => {
          setNotice(null);
          void onSubmit(e);
        }}
        noValidate
        className="flex flex-col gap-6"
        aria-label={heading}
      >
        <EditorBar
          existing={product !== null}
          dirty={dirty}
          notice={notice}
          pending={pending}
          conflict={conflict}
          onDiscard={() => {
            clear();
            setValues(saved);
          }}
          onReload={() => void reload()}
        />
        <FormMessage message={formError} />

        {/* One column up to 1024 px, texts first and the short fields next (where a new
            product starts); from 1024 px the short fields sit in a column at the right. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Panel className="min-w-0 lg:col-start-1 lg:row-start-1" title={t('editor.texts')}>
            <LocaleTexts
              values={values.translations}
              savedSlugs={
                product
                  ? {
                      pl: product.translations.pl.slug,
                      en: product.translations.en.slug,
                      ru: product.translations.ru.slug,
                    }
                  : null
              }
              onChange={(l, field, text) =>
                set('translations', {
                  ...values.translations,
                  [l]: { ...values.translations[l], [field]: text },
                })
              }
              active={tab}
              onActive={setTab}
              error={error}
              origin={origin}
            />
          </Panel>
          <div className="grid items-start gap-6 md:grid-cols-2 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:grid-cols-1">
            <EditorSidePanels
              values={values}
              set={set}
              error={error}
              options={options}
              categoriesPending={categories.isPending}
              archived={product?.archived ?? false}
              product={product}
            />
            <ProductGroupPanel
              product={product}
              onGroupChange={(groupId) => setProduct((p) => (p ? { ...p, group_id: groupId } : p))}
            />
          </div>
          <Panel
            className="min-w-0 lg:col-start-1 lg:row-start-2"
            title={t('editor.images')}
            description={product ? t('images.description') : undefined}
          >
            {product ? (
              <ImageManager
                productId={product.id}
                maxUploadMb={maxUploadMb}
                onVersion={onImageVersion}
              />
            ) : (
              <p className="px-5 py-6 text-sm text-muted">{t('images.afterSave')}</p>
            )}
          </Panel>
          <Panel
            className="min-w-0 lg:col-start-1 lg:row-start-3"
            title={t('editor.attributes')}
            description={t('editor.attributesHint')}
          >
            <AttributeFields
              defs={defs}
              values={values.attributes}
              onChange={(key, slugs) => set('attributes', { ...values.attributes, [key]: slugs })}
              error={error}
            />
          </Panel>
          <SafetyPanel
            className="lg:col-start-1 lg:row-start-4"
            productId={product?.id}
            {...{ values, set, error, maxUploadMb }}
          />
        </div>
      </form>
      <UnsavedDialog blocker={guard.blocker} />
    </AdminPage>
  );
}

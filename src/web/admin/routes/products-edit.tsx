import { data, useRouteLoaderData } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Route } from './+types/products-edit';
import { rowIdText } from '../../../contracts/admin/catalog-fields';
import { loadAttributeDefs, staffLocale } from '../features/products/attribute-defs.server';
import { ProductEditor } from '../features/products/product-editor';
import { EditorLoading, EditorMissing } from '../features/products/editor-states';
import { fetchProduct, productKeys } from '../features/products/product-calls';
import { ApiError } from '../lib/api';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = rowIdText.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  const attributes = await loadAttributeDefs(context, await staffLocale(request, context));
  return { id: id.data, attributes, maxUploadMb: context.services.config.MEDIA_MAX_UPLOAD_MB };
}

/** /admin/products/:id: the editor of one product, with its version for a conflict-safe save. */
export default function EditProductRoute({ loaderData }: Route.ComponentProps) {
  const { id, attributes, maxUploadMb } = loaderData;
  const root = useRouteLoaderData<{ origin: string }>('root');
  const product = useQuery({
    queryKey: productKeys.one(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    // The editor keeps its own copy from here on; a background refetch must not replace the form,
    // and a later visit loads afresh (an old copy would carry an old version: a false conflict).
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  if (product.isPending) return <EditorLoading />;
  if (product.isError)
    return (
      <EditorMissing
        notFound={product.error instanceof ApiError && product.error.status === 404}
        onRetry={() => void product.refetch()}
      />
    );
  // A new key per product: going from one product to another starts a fresh form.
  return (
    <ProductEditor
      key={id}
      product={product.data}
      attributes={attributes}
      maxUploadMb={maxUploadMb}
      origin={root?.origin ?? ''}
    />
  );
}

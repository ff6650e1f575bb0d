import { data, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/products-edit';
import { rowIdText } from '#contracts/admin/catalog-fields';
import { loadAttributeDefs, staffLocale } from '../features/products/attribute-defs.server';
import { ProductEditor } from '../features/products/product-editor';
import { EditorLoading, EditorMissing } from '../features/products/editor-states';
import { useProduct } from '../features/products/product-queries';
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
  const product = useProduct(id);
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

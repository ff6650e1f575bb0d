import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/products-new';
import { loadAttributeDefs, staffLocale } from '../features/products/attribute-defs.server';
import { ProductEditor } from '../features/products/product-editor';

export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    attributes: await loadAttributeDefs(context, await staffLocale(request, context)),
    maxUploadMb: context.services.config.MEDIA_MAX_UPLOAD_MB,
  };
}

/** /admin/products/new: an empty editor; images can be added once it is saved. */
export default function NewProductRoute({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<{ origin: string }>('root');
  return (
    <ProductEditor
      product={null}
      attributes={loaderData.attributes}
      maxUploadMb={loaderData.maxUploadMb}
      origin={root?.origin ?? ''}
    />
  );
}

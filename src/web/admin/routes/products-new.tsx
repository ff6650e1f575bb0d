import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/products-new';
import { loadAttributeDefs, staffLocale } from '../features/products/attribute-defs.server';
import { ProductEditor } from '../features/products/product-editor';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { attributes: await loadAttributeDefs(context, await staffLocale(request, context)) };
}

/** /admin/products/new: an empty editor; images can be added once it is saved. */
export default function NewProductRoute({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<{ origin: string }>('root');
  return (
    <ProductEditor product={null} attributes={loaderData.attributes} origin={root?.origin ?? ''} />
  );
}

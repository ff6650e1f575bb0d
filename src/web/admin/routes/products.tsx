import { ProductsList } from '../features/products/products-list';

/** /admin/products: the products list (search, filters, sort, pages and bulk actions). */
export default function ProductsRoute() {
  return <ProductsList />;
}

import { OrdersList } from '../features/orders/orders-list';

/** /admin/orders: the orders list (status, search, days, pages) and the CSV export. */
export default function OrdersRoute() {
  return <OrdersList />;
}

import type { Route } from './+types/orders';
import { OrdersList } from '../features/orders/orders-list';

/** Whether InPost is configured: the list offers its parcel run (select, book, labels) only then. */
export function loader({ context }: Route.LoaderArgs) {
  return { parcels: context.services.shipping.enabled };
}

/** /admin/orders: the orders list (status, search, days, pages) and the CSV export. */
export default function OrdersRoute({ loaderData }: Route.ComponentProps) {
  return <OrdersList parcels={loaderData.parcels} />;
}

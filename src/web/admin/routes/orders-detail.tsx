import { data } from 'react-router';
import type { Route } from './+types/orders-detail';
import { adminOrderParams } from '#contracts/admin/orders';
import { OrderDetail } from '../features/orders/order-detail';
import { useOrder } from '../features/orders/order-queries';
import { OrderLoading, OrderMissing } from '../features/orders/order-states';
import { ApiError } from '../lib/api';

export function loader({ params }: Route.LoaderArgs) {
  const id = adminOrderParams.safeParse(params);
  if (!id.success) throw data(null, { status: 404 });
  return { id: id.data.id };
}

/** /admin/orders/:id: one order with its status moves and history. */
export default function OrderDetailRoute({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  const order = useOrder(id);
  if (order.isPending) return <OrderLoading />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return <OrderMissing notFound={missing} onRetry={() => void order.refetch()} />;
  }
  return <OrderDetail order={order.data} />;
}

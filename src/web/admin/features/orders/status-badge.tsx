import type { OrderStatus } from '#contracts/admin/orders';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useOrdersT } from './i18n';

const TONES: Record<OrderStatus, BadgeTone> = {
  new: 'accent',
  confirmed: 'brand',
  ready_to_ship: 'brand',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'neutral',
};

/** An order's status as a label: the word carries the meaning, the colour only helps. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useOrdersT();
  return (
    <span data-testid="order-status" data-status={status}>
      <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>
    </span>
  );
}

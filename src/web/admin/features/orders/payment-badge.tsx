import type { PaymentStatus } from '#domain/payments/payment-state';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useOrdersT } from './i18n';

const TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  on_delivery: 'brand',
  failed: 'danger',
  partially_refunded: 'neutral',
  refunded: 'neutral',
};

/** A payment's state as a label (apart from the order's status): the word carries the meaning. */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const t = useOrdersT();
  return (
    <span data-testid="payment-status" data-status={status}>
      <Badge tone={TONES[status]}>{t(`payment.${status}`)}</Badge>
    </span>
  );
}

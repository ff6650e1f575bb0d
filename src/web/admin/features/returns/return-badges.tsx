import type { ReturnKind, ReturnStatus } from '#contracts/admin/returns';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useReturnsT } from './i18n';

const TONES: Record<ReturnStatus, BadgeTone> = {
  received: 'accent',
  goods_received: 'brand',
  refunded: 'success',
  accepted: 'success',
  rejected: 'danger',
  resolved: 'neutral',
  closed: 'neutral',
};

/** A return's status as a label: the word carries the meaning, the colour only helps. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const t = useReturnsT();
  return (
    <span data-testid="return-status" data-status={status}>
      <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>
    </span>
  );
}

export function KindBadge({ kind }: { kind: ReturnKind }) {
  const t = useReturnsT();
  return <Badge tone={kind === 'complaint' ? 'warning' : 'dark'}>{t(`kind.${kind}`)}</Badge>;
}

/** Past its due date and still open: a refund owed, or a complaint accepted by law. */
export function OverdueBadge() {
  const t = useReturnsT();
  return (
    <span data-testid="return-overdue">
      <Badge tone="danger">{t('list.overdue')}</Badge>
    </span>
  );
}

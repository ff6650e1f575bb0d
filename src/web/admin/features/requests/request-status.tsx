import type { RequestStatus } from '#contracts/admin/requests';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useRequestsT } from './i18n';

const TONES: Record<RequestStatus, BadgeTone> = {
  new: 'accent',
  in_progress: 'warning',
  answered: 'success',
  closed: 'neutral',
};

/** A request's status as a word (the colour only repeats it). */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const t = useRequestsT();
  return (
    <Badge tone={TONES[status]} size="sm">
      {t(`req.status.${status}`)}
    </Badge>
  );
}

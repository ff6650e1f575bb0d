import type { JobStatusValue } from '#contracts/admin/jobs';
import { Badge, type BadgeTone } from '#web/components/ui/badge';
import { useJobsT } from './i18n';

const TONES: Record<JobStatusValue, BadgeTone> = {
  waiting: 'accent',
  running: 'brand',
  failed: 'danger',
  done: 'neutral',
};

/** A job's status as a label: the word carries the meaning, the colour only helps. */
export function JobStatusBadge({ status }: { status: JobStatusValue }) {
  const t = useJobsT();
  return (
    <span data-testid="job-status" data-status={status}>
      <Badge tone={TONES[status]}>{t(`jobs.status.${status}`)}</Badge>
    </span>
  );
}

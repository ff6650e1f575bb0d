import { Badge, type BadgeTone } from '#web/components/ui/badge';
import type { PostStatus } from '#contracts/admin/content';
import { useContentT } from './i18n';

const TONE: Record<PostStatus, BadgeTone> = {
  draft: 'neutral',
  scheduled: 'warning',
  published: 'success',
};

/** Draft, scheduled or published, in words (the colour only repeats them). */
export function PostStatusBadge({ status }: { status: PostStatus }) {
  const t = useContentT();
  return (
    <span data-testid="post-status" data-status={status}>
      <Badge tone={TONE[status]}>{t(`status.${status}`)}</Badge>
    </span>
  );
}

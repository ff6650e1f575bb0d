import { data } from 'react-router';
import type { Route } from './+types/posts-edit';
import { rowIdText } from '#contracts/admin/catalog-fields';
import { LoadFailed } from '#web/components/ui/empty-state';
import { Spinner } from '#web/components/ui/spinner';
import { usePost } from '../features/content/content-queries';
import { useContentT } from '../features/content/i18n';
import { PostEditor } from '../features/content/post-editor';
import { useAdminT } from '../i18n/use-admin-t';
import { ApiError } from '../lib/api';

export function loader({ params }: Route.LoaderArgs) {
  const id = rowIdText.safeParse(params.id);
  if (!id.success) throw data(null, { status: 404 });
  return { id: id.data };
}

/** /admin/posts/:id: one post's editor. */
export default function EditPostRoute({ loaderData: { id } }: Route.ComponentProps) {
  const t = useContentT();
  const at = useAdminT();
  const post = usePost(id);
  if (post.isPending)
    return (
      <div className="flex justify-center p-10">
        <Spinner label={at('common.loading')} />
      </div>
    );
  if (post.isError) {
    const missing = post.error instanceof ApiError && post.error.status === 404;
    return (
      <LoadFailed
        text={missing ? t('editor.missing') : at('common.loadFailed')}
        retry={at('common.retry')}
        onRetry={() => void post.refetch()}
      />
    );
  }
  return <PostEditor key={id} post={post.data} />;
}

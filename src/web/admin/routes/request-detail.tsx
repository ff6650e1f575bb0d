import { data, Link } from 'react-router';
import type { Route } from './+types/request-detail';
import { requestIdParams } from '#contracts/admin/requests';
import { LoadFailed } from '#web/components/ui/empty-state';
import { ChevronLeftIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import { AdminPage } from '../components/admin-page';
import { ReplyForm, StatusForm } from '../features/requests/reply-form';
import { useRequest } from '../features/requests/request-queries';
import { RequestCard, RequestThread } from '../features/requests/request-view';
import { useAdminT } from '../i18n/use-admin-t';
import { useRequestsT } from '../features/requests/i18n';
import { ApiError } from '../lib/api';

export function loader({ params }: Route.LoaderArgs) {
  const id = requestIdParams.safeParse(params);
  if (!id.success) throw data(null, { status: 404 });
  return { id: id.data.id };
}

/** /admin/requests/:id: the request, the replies so far, and the reply and status forms. */
export default function RequestDetailPage({ loaderData }: Route.ComponentProps) {
  const t = useRequestsT();
  const adminT = useAdminT();
  const request = useRequest(loaderData.id);
  const title = t('req.detailTitle', { id: loaderData.id });
  const back = (
    <Link
      to="/admin/requests"
      className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ChevronLeftIcon size={16} />
      {t('req.back')}
    </Link>
  );
  let body;
  if (request.isPending) body = <Skeleton className="h-96" />;
  else if (request.isError)
    body =
      request.error instanceof ApiError && request.error.status === 404 ? (
        <p role="alert" className="rounded-lg border border-line bg-white p-6">
          {t('req.notFound')}
        </p>
      ) : (
        <LoadFailed
          text={adminT('common.loadFailed')}
          retry={adminT('common.retry')}
          onRetry={() => void request.refetch()}
        />
      );
  else
    body = (
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <div className="flex flex-col gap-6">
          <RequestCard detail={request.data} />
          <RequestThread detail={request.data} />
        </div>
        <div className="flex flex-col gap-6">
          <ReplyForm detail={request.data} />
          <StatusForm detail={request.data} />
        </div>
      </div>
    );
  return (
    <AdminPage title={title} actions={back}>
      {body}
    </AdminPage>
  );
}

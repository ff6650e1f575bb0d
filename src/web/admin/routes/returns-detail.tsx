import { data } from 'react-router';
import type { Route } from './+types/returns-detail';
import { adminReturnParams } from '#contracts/admin/returns';
import { ReturnDetail } from '../features/returns/return-detail';
import { useReturn } from '../features/returns/returns-queries';
import { ReturnLoading, ReturnMissing } from '../features/returns/return-states';
import { ApiError } from '../lib/api';

export function loader({ params }: Route.LoaderArgs) {
  const id = adminReturnParams.safeParse(params);
  if (!id.success) throw data(null, { status: 404 });
  return { id: id.data.id };
}

/** /admin/returns/:id: one withdrawal or complaint, its moves, refunds and timeline. */
export default function ReturnDetailRoute({ loaderData }: Route.ComponentProps) {
  const { id } = loaderData;
  const ret = useReturn(id);
  if (ret.isPending) return <ReturnLoading />;
  if (ret.isError) {
    const missing = ret.error instanceof ApiError && ret.error.status === 404;
    return <ReturnMissing notFound={missing} onRetry={() => void ret.refetch()} />;
  }
  return <ReturnDetail ret={ret.data} />;
}

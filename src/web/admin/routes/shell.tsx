import { Outlet } from 'react-router';
import type { Route } from './+types/shell';
import { AdminFrame } from '../components/admin-frame';
import { AdminErrorView } from '../components/admin-error-view';
import { useAdminRoot, useMe } from '../lib/session';

/** The signed-in back office: every page but the login page, inside the frame. */
export default function Shell() {
  const me = useMe();
  return (
    <AdminFrame me={me}>
      <Outlet />
    </AdminFrame>
  );
}

/** A page's 403, 404 or failure, inside the frame, so the way on stays in view. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { me } = useAdminRoot();
  if (!me) return <AdminErrorView error={error} />;
  return (
    <AdminFrame me={me}>
      <AdminErrorView error={error} />
    </AdminFrame>
  );
}

import { useState } from 'react';
import { Outlet, data, redirect } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Route } from './+types/admin-root';
import { isLocale, pickLocale } from '#domain/locale';
import { PageLocaleContext } from '#web/lib/i18n/use-translate';
import { ToastProvider } from '#web/components/ui/toast';
import { ApiError, loginAddress } from '../lib/api';
import { safeNext } from '../lib/next-address';
import { ADMIN_HEADERS, currentStaff } from '../lib/session.server';
import type { AdminRootData } from '../lib/session';
import { ApiErrorToasts } from '../components/api-error-toasts';
import { AdminErrorView } from '../components/admin-error-view';
import adminCss from '../admin.css?url';

const LOGIN = '/admin/login';

/**
 * The gate of the back office: every page but the login page needs a staff session, and a
 * signed-in person on the login page goes where they were going. The language is the staff
 * member's own; on the login page the one picked there, else the browser's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const me = await currentStaff(request, context);
  const onLogin = url.pathname === LOGIN || url.pathname === `${LOGIN}/`;
  if (!me && !onLogin) throw redirect(loginAddress(url), { headers: ADMIN_HEADERS });
  if (me && onLogin)
    throw redirect(safeNext(url.searchParams.get('next')), { headers: ADMIN_HEADERS });
  const asked = url.searchParams.get('lang');
  const locale =
    me?.locale ?? (isLocale(asked) ? asked : pickLocale(request.headers.get('accept-language')));
  const result: AdminRootData = {
    me: me ? { email: me.email, role: me.role, locale: me.locale } : null,
    locale,
  };
  return data(result, { headers: ADMIN_HEADERS });
}

// Children export no `headers` of their own, so they inherit these (React Router merges down).
export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminCss }];

function newQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Several people edit one shop: data a little old is fine, data from yesterday is not.
        staleTime: 15_000,
        // Try again when the network or the server failed, never on a refusal or bad input.
        retry: (count, error) =>
          count < 2 && error instanceof ApiError && (error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}

export default function AdminRoot({ loaderData }: Route.ComponentProps) {
  // One cache per browser session (a login or logout is a full page load, which starts anew).
  const [queryClient] = useState(newQueryClient);
  return (
    <PageLocaleContext value={loaderData.locale}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <meta name="robots" content="noindex, nofollow" />
          <Outlet />
          <ApiErrorToasts />
        </ToastProvider>
      </QueryClientProvider>
    </PageLocaleContext>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      <main id="main" className="mx-auto max-w-xl px-6 py-16">
        <AdminErrorView error={error} />
      </main>
    </>
  );
}

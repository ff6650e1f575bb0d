/**
 * TEMPORARY parent of the products screens until the back office's shell (wt-ui-shell) lands:
 * a query client, the staff member's language, a sign-in box and no caching or indexing. The
 * lead replaces it with the shell's layout at merge; nothing else depends on it.
 */
import { useState, type FormEvent } from 'react';
import { Link, Outlet } from 'react-router';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { Route } from './+types/products-temp-layout';
import { isLocale } from '../../../domain/locale';
import { AdminLocaleContext, adminApi, AdminApiError } from '../features/products/shell';

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
});

function SignIn() {
  const [error, setError] = useState<string | null>(null);
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = Object.fromEntries(new FormData(e.currentTarget));
    try {
      await adminApi.post('/api/admin/auth/login', form);
      window.location.reload();
    } catch {
      setError('Sign-in failed');
    }
  }
  return (
    <main className="mx-auto mt-20 max-w-sm rounded-lg border border-line bg-white p-6 shadow-card">
      <h1 className="mb-4 text-xl font-semibold">Back office</h1>
      <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          E-mail
          <input
            name="email"
            type="email"
            className="min-h-10 rounded border border-line-strong px-2"
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Password
          <input
            name="password"
            type="password"
            className="min-h-10 rounded border border-line-strong px-2"
          />
        </label>
        {error && (
          <p role="alert" className="text-sm text-danger-700">
            {error}
          </p>
        )}
        <button type="submit" className="min-h-10 rounded bg-brand-700 font-semibold text-white">
          Sign in
        </button>
      </form>
    </main>
  );
}

function Gate() {
  const me = useQuery({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) =>
      adminApi.get<{ email: string; locale: string }>('/api/admin/auth/me', { signal }),
    retry: false,
  });
  if (me.isPending) return null;
  if (me.isError && me.error instanceof AdminApiError && me.error.status === 401) return <SignIn />;
  const locale = me.data && isLocale(me.data.locale) ? me.data.locale : 'pl';
  return (
    <AdminLocaleContext value={locale}>
      <div className="min-h-screen bg-surface text-ink">
        <header className="flex h-14 items-center gap-4 border-b border-line bg-white px-6">
          <Link to="/admin/products" className="font-semibold">
            Back office
          </Link>
          <span className="ml-auto text-sm text-muted">{me.data?.email}</span>
        </header>
        <main id="main" className="px-4 py-6 sm:px-8 sm:py-8">
          <div className="mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </AdminLocaleContext>
  );
}

export default function ProductsTempLayout() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 15_000, retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <meta name="robots" content="noindex, nofollow" />
      <Gate />
    </QueryClientProvider>
  );
}

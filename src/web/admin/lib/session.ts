import { useRouteLoaderData } from 'react-router';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import { DEFAULT_LOCALE, type Locale } from '#domain/locale';
import { adminApi } from './api';

export type StaffRole = 'owner' | 'staff';

/** The signed-in staff member as the pages know them (the admin layout's loader data). */
export interface AdminMe {
  email: string;
  role: StaffRole;
  locale: Locale;
}

export interface AdminRootData {
  me: AdminMe | null;
  locale: Locale;
}

/** The admin layout's data: who is signed in (null on the login page) and their language. */
export function useAdminRoot(): AdminRootData {
  return useRouteLoaderData<AdminRootData>('admin') ?? { me: null, locale: DEFAULT_LOCALE };
}

/** The signed-in staff member; pages inside the shell always have one (the layout sees to it). */
export function useMe(): AdminMe {
  const { me } = useAdminRoot();
  if (!me) throw new Error('useMe() outside the signed-in back office');
  return me;
}

/** Ends the session, then a full load of the login page: the query cache goes with it. */
export async function logout() {
  try {
    await adminApi.post<void>(apiPath(ADMIN_API.logout, {}), undefined, { quiet: true });
  } finally {
    window.location.assign('/admin/login');
  }
}

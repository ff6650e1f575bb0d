import { useRouteLoaderData } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';

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

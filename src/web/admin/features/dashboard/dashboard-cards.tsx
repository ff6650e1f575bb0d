import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '#web/components/ui/icons';
import { Skeleton } from '#web/components/ui/skeleton';
import {
  BoxIcon,
  FilterIcon,
  FolderTreeIcon,
  HistoryIcon,
  UploadIcon,
  UsersIcon,
} from '#web/admin/components/admin-icons';
import { useDashboardT, type DashboardKey } from './i18n';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import type { StaffRole } from '#web/admin/lib/session';
import { useListCount } from './dashboard-queries';
import { STAFF_ROLES } from '#domain/staff/staff-roles';

interface Card {
  to: string;
  title: DashboardKey;
  text: DashboardKey;
  /** A shop icon or a back-office one: both take a size and a class. */
  icon: ComponentType<{ size?: number; className?: string }>;
  roles: readonly StaffRole[];
  /** How many there are, from a list call's `total` or its items (a short figure on the card). */
  count?: { key: string; url: string; text: DashboardKey };
}

const BOTH = STAFF_ROLES;

const CARDS: Card[] = [
  {
    to: '/admin/products',
    title: 'home.products',
    text: 'home.productsText',
    icon: BoxIcon,
    roles: BOTH,
    count: {
      key: 'products',
      url: apiPath(ADMIN_API.products, {}, { page: 1 }),
      text: 'home.countProducts',
    },
  },
  {
    to: '/admin/categories',
    title: 'home.categories',
    text: 'home.categoriesText',
    icon: FolderTreeIcon,
    roles: BOTH,
    count: {
      key: 'categories',
      url: apiPath(ADMIN_API.categories, {}),
      text: 'home.countCategories',
    },
  },
  {
    to: '/admin/presets',
    title: 'home.presets',
    text: 'home.presetsText',
    icon: FilterIcon,
    roles: BOTH,
  },
  {
    to: '/admin/import',
    title: 'home.import',
    text: 'home.importText',
    icon: UploadIcon,
    roles: BOTH,
  },
  {
    to: '/admin/staff',
    title: 'home.staff',
    text: 'home.staffText',
    icon: UsersIcon,
    roles: ['owner'],
    count: { key: 'staff', url: apiPath(ADMIN_API.staff, {}), text: 'home.countStaff' },
  },
  {
    to: '/admin/audit',
    title: 'home.audit',
    text: 'home.auditText',
    icon: HistoryIcon,
    roles: ['owner'],
  },
];

function Count({ url, queryKey, text }: { url: string; queryKey: string; text: DashboardKey }) {
  const t = useDashboardT();
  const count = useListCount(queryKey, url);
  if (count.isPending) return <Skeleton className="h-5 w-16" />;
  if (count.data === null || count.data === undefined) return null;
  return (
    <span className="text-sm font-semibold text-brand-700 tabular-nums">
      {t(text, { count: count.data })}
    </span>
  );
}

/** The home page's way in: one card per part of the back office, with a short count. */
export function DashboardCards({ role }: { role: StaffRole }) {
  const t = useDashboardT();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {CARDS.filter((card) => card.roles.includes(role)).map(
        ({ to, title, text, icon: Icon, count }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-3 rounded-lg border border-line bg-white p-5 shadow-card transition-shadow hover:shadow-card-hover"
            >
              <span className="flex items-center justify-between">
                <span className="inline-flex size-10 items-center justify-center rounded-md bg-brand-50 text-brand-700">
                  <Icon size={22} />
                </span>
                {count && <Count url={count.url} queryKey={count.key} text={count.text} />}
              </span>
              <span>
                <span className="flex items-center gap-1.5 text-base font-semibold text-ink">
                  {t(title)}
                  <ArrowRightIcon
                    size={16}
                    className="text-muted transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-1 block text-sm text-muted">{t(text)}</span>
              </span>
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

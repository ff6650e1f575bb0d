import { NavLink } from 'react-router';
import type { ComponentType } from 'react';
import { cx } from '#web/components/ui/cx';
import { BookIcon, NewsIcon, PackageIcon, TagIcon } from '#web/components/ui/icons';
import type { AdminKey } from '../i18n/translate';
import { useAdminT } from '../i18n/use-admin-t';
import type { StaffRole } from '../lib/session';
import {
  BoxIcon,
  DashboardIcon,
  FactoryIcon,
  FilterIcon,
  FolderTreeIcon,
  StarIcon,
  HistoryIcon,
  InboxIcon,
  QueueIcon,
  ReturnIcon,
  FileTextIcon,
  SlidersIcon,
  TruckIcon,
  UploadIcon,
  UserCircleIcon,
  UsersIcon,
} from './admin-icons';

interface NavItem {
  to: string;
  label: AdminKey;
  /** A shop icon or a back-office one: both take a size and a class. */
  icon: ComponentType<{ size?: number; className?: string }>;
  /** Only the home link must match exactly; the others stay lit on their sub-pages. */
  end?: boolean;
}

interface NavGroup {
  heading?: AdminKey;
  /** Who sees this group: staff never see (nor can open) the owner's pages. */
  roles: readonly StaffRole[];
  items: NavItem[];
}

const GROUPS: NavGroup[] = [
  {
    roles: ['owner', 'staff'],
    items: [{ to: '/admin', label: 'nav.home', icon: DashboardIcon, end: true }],
  },
  {
    heading: 'nav.catalog',
    roles: ['owner', 'staff'],
    items: [
      { to: '/admin/products', label: 'nav.products', icon: BoxIcon },
      { to: '/admin/categories', label: 'nav.categories', icon: FolderTreeIcon },
      { to: '/admin/presets', label: 'nav.presets', icon: FilterIcon },
      { to: '/admin/manufacturers', label: 'nav.manufacturers', icon: FactoryIcon },
      { to: '/admin/import', label: 'nav.import', icon: UploadIcon },
      { to: '/admin/reviews', label: 'nav.reviews', icon: StarIcon },
    ],
  },
  {
    heading: 'nav.sales',
    roles: ['owner', 'staff'],
    items: [
      { to: '/admin/orders', label: 'nav.orders', icon: PackageIcon },
      { to: '/admin/returns', label: 'nav.returns', icon: ReturnIcon },
      { to: '/admin/delivery-methods', label: 'nav.delivery', icon: TruckIcon },
      { to: '/admin/promotions', label: 'nav.promotions', icon: TagIcon },
    ],
  },
  {
    heading: 'nav.service',
    roles: ['owner', 'staff'],
    items: [{ to: '/admin/requests', label: 'nav.requests', icon: InboxIcon }],
  },
  {
    heading: 'nav.content',
    roles: ['owner', 'staff'],
    items: [
      { to: '/admin/posts', label: 'nav.posts', icon: NewsIcon },
      { to: '/admin/content/sections', label: 'nav.sections', icon: BookIcon },
      { to: '/admin/shop-pages', label: 'nav.shopPages', icon: FileTextIcon },
    ],
  },
  {
    heading: 'nav.owner',
    roles: ['owner'],
    items: [
      { to: '/admin/staff', label: 'nav.staff', icon: UsersIcon },
      { to: '/admin/audit', label: 'nav.audit', icon: HistoryIcon },
      { to: '/admin/jobs', label: 'nav.jobs', icon: QueueIcon },
      { to: '/admin/settings', label: 'nav.settings', icon: SlidersIcon },
    ],
  },
  {
    roles: ['owner', 'staff'],
    items: [{ to: '/admin/account', label: 'nav.account', icon: UserCircleIcon }],
  },
];

/** The back office's main navigation, for the sidebar and the tablet drawer alike. */
export function AdminNav({
  role,
  tone = 'dark',
  onNavigate,
}: {
  role: StaffRole;
  /** `dark`: the sidebar; `light`: the white tablet drawer. */
  tone?: 'dark' | 'light';
  onNavigate?: () => void;
}) {
  const t = useAdminT();
  return (
    <nav aria-label={t('nav.main')} className="flex flex-col gap-5">
      {GROUPS.filter((group) => group.roles.includes(role)).map((group, index) => (
        <div key={group.heading ?? index}>
          {group.heading && (
            <p
              className={cx(
                'mb-1.5 px-3 text-xs font-semibold tracking-wide uppercase',
                tone === 'dark' ? 'text-brand-200' : 'text-muted',
              )}
            >
              {t(group.heading)}
            </p>
          )}
          <ul className="flex flex-col gap-0.5">
            {group.items.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cx(
                      'flex min-h-10 items-center gap-3 rounded-md px-3 text-[0.9375rem] font-medium transition-colors',
                      tone === 'dark'
                        ? isActive
                          ? 'bg-white text-brand-800 shadow-card'
                          : 'text-brand-50 hover:bg-white/10 hover:text-white'
                        : isActive
                          ? 'bg-brand-700 text-white'
                          : 'text-ink hover:bg-brand-50',
                    )
                  }
                >
                  <Icon size={19} />
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

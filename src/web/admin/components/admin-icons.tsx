import type { ReactNode, SVGProps } from 'react';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Square size in px (default 20). */
  size?: number;
  /** An accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

/**
 * The back office's own icons, inline SVGs drawn like the shop's (24x24, stroked with the text
 * colour by the `icon` class, styles/theme.css) but kept here, so no shop page carries them.
 */
function icon(paths: ReactNode, displayName: string) {
  function Icon({ size = 20, title, className, ...rest }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        width={size}
        height={size}
        className={className ? `icon ${className}` : 'icon'}
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        {...rest}
      >
        {title && <title>{title}</title>}
        {paths}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const DashboardIcon = icon(
  <path d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />,
  'DashboardIcon',
);
export const FolderTreeIcon = icon(
  <path d="M3 5h6l2 2h10v4H3zM3 11v8h8M7 11v4h4M13 13h8v6h-8z" />,
  'FolderTreeIcon',
);
export const FilterIcon = icon(<path d="M4 5h16l-6 7.5V19l-4-2v-4.5z" />, 'FilterIcon');
export const UploadIcon = icon(
  <path d="M12 15V4m-4.5 4.5L12 4l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />,
  'UploadIcon',
);
export const DownloadIcon = icon(
  <path d="M12 4v11m-4.5-4.5L12 15l4.5-4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />,
  'DownloadIcon',
);
export const UsersIcon = icon(
  <path d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18.5 14a6.5 6.5 0 0 1 3 6" />,
  'UsersIcon',
);
export const HistoryIcon = icon(
  <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6M3 3.5V8h4.5M12 7.5V12l3 2" />,
  'HistoryIcon',
);
export const UserCircleIcon = icon(
  <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 12.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6.5 18.5a6 6 0 0 1 11 0" />,
  'UserCircleIcon',
);
export const ExternalIcon = icon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  'ExternalIcon',
);
export const LogoutIcon = icon(
  <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16.5 14.5 12 10 7.5M14.5 12H4" />,
  'LogoutIcon',
);
export const BoxIcon = icon(<path d="M12 3 4 7v10l8 4 8-4V7zM4 7l8 4 8-4M12 11v10" />, 'BoxIcon');
export const MoveIcon = icon(
  <path d="M12 3v18M3 12h18M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3" />,
  'MoveIcon',
);
export const KeyIcon = icon(
  <path d="M14.5 9.5a4.5 4.5 0 1 1-9 0 4.5 4.5 0 0 1 9 0ZM13.2 12.7 20 19.5M17 16.5l2-2M15 14.5l1.5-1.5" />,
  'KeyIcon',
);
export const StarIcon = icon(
  <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  'StarIcon',
);

export const InboxIcon = icon(
  <path d="M4 13l2.5-7.5A1 1 0 0 1 7.45 5h9.1a1 1 0 0 1 .95.5L20 13v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 13h4.5l1.5 2.5h4l1.5-2.5H20" />,
  'InboxIcon',
);

/** A parcel coming back: withdrawals and complaints. */
export const ReturnIcon = icon(
  <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />,
  'ReturnIcon',
);

export const TruckIcon = icon(
  <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7M7.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z" />,
  'TruckIcon',
);

export const FileTextIcon = icon(
  <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />,
  'FileTextIcon',
);

export const SlidersIcon = icon(
  <path d="M5 6h9M18 6h1M5 12h3M12 12h7M5 18h11M20 18h-1M14 4v4M8 10v4M16 16v4" />,
  'SlidersIcon',
);
/** A factory: manufacturers (GPSR). */
export const FactoryIcon = icon(
  <path d="M3 21V10l5 3V10l5 3V10l5 3V4h3v17zM7 17h2M12 17h2M17 17h2" />,
  'FactoryIcon',
);
/** Stacked layers with a clock hand: work the shop does in the background. */
export const QueueIcon = icon(
  <path d="M4 7h11M4 12h7M4 17h7M17.5 21a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9ZM17.5 14.5v2l1.5 1" />,
  'QueueIcon',
);

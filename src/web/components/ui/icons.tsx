import type { ReactNode, SVGProps } from 'react';

/**
 * Icons (24x24 grid, 1.75 stroke, currentColor) drawn from one sprite: `<IconSprite>` puts every
 * icon's shape once into the page as a `<symbol>`, and each icon is a small `<svg><use href>`.
 * A listing page draws ~120 icons; inline, their paths were ~28 KB of its HTML.
 * Decorative by default (aria-hidden); give the surrounding control its accessible name.
 * Pass `title` only for an icon that stands alone and carries meaning.
 *
 * The stroke and fill come from the `icon` / `icon-fill` classes (styles/theme.css) on the outer
 * `<svg>`, which the symbol's shapes inherit through `<use>`.
 */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Square size in px (default 20). */
  size?: number;
  /** An accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

const symbols: Array<{ id: string; paths: ReactNode }> = [];

/** The common sizes as classes (styles/components.css) rather than two attributes per icon. */
const SIZE_CLASSES: Partial<Record<number, string>> = {
  16: 'is-16',
  18: 'is-18',
  20: 'is-20',
  22: 'is-22',
  24: 'is-24',
};

function icon(paths: ReactNode, displayName: string, fill = false) {
  const base = fill ? 'icon icon-fill' : 'icon';
  const id = `i-${displayName.replace(/Icon$/, '').toLowerCase()}`;
  symbols.push({ id, paths });
  // No viewBox on the outer <svg>: the symbol's viewBox scales the shape to width x height.
  function Icon({ size = 20, title, className, ...rest }: IconProps) {
    const sized = SIZE_CLASSES[size];
    const classes = sized ? `${base} ${sized}` : base;
    return (
      <svg
        width={sized ? undefined : size}
        height={sized ? undefined : size}
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        {...rest}
      >
        {title && <title>{title}</title>}
        <use href={`#${id}`} />
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

/** Every icon's shape, once per page; rendered by the root layout before any icon. */
export function IconSprite() {
  return (
    <svg className="hidden" aria-hidden="true">
      {symbols.map((s) => (
        <symbol key={s.id} id={s.id} viewBox="0 0 24 24">
          {s.paths}
        </symbol>
      ))}
    </svg>
  );
}

export const SearchIcon = icon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
  'SearchIcon',
);

export const CartIcon = icon(
  <>
    <path d="M5 7h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
    <path d="M9 10V6a3 3 0 0 1 6 0v4" />
  </>,
  'CartIcon',
);

export const HeartIcon = icon(
  <path d="M12 20s-7.5-4.4-7.5-10.1A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.5 2.6C19.5 15.6 12 20 12 20z" />,
  'HeartIcon',
);

export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </>,
  'UserIcon',
);

/** Two-pan scale: product comparison. */
export const CompareIcon = icon(
  <>
    <path d="M12 4v16M8 20h8M5 7h14" />
    <path d="m5 7-2.5 6a2.8 2.8 0 0 0 5 0zM19 7l-2.5 6a2.8 2.8 0 0 0 5 0z" />
  </>,
  'CompareIcon',
);

export const MenuIcon = icon(<path d="M4 6h16M4 12h16M4 18h16" />, 'MenuIcon');

export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />, 'CloseIcon');

export const ChevronDownIcon = icon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon');
export const ChevronUpIcon = icon(<path d="m6 15 6-6 6 6" />, 'ChevronUpIcon');
export const ChevronLeftIcon = icon(<path d="m15 6-6 6 6 6" />, 'ChevronLeftIcon');
export const ChevronRightIcon = icon(<path d="m9 6 6 6-6 6" />, 'ChevronRightIcon');
export const ArrowRightIcon = icon(<path d="M5 12h14m-6-6 6 6-6 6" />, 'ArrowRightIcon');

export const GlobeIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5S9.7 5.9 12 3.5z" />
  </>,
  'GlobeIcon',
);

export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />, 'CheckIcon');

export const CheckCircleIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="m8.5 12.2 2.4 2.4 4.6-4.8" />
  </>,
  'CheckCircleIcon',
);

export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5M12 8h.01" />
  </>,
  'InfoIcon',
);

export const AlertIcon = icon(
  <>
    <path d="M10.3 4.2 2.9 17a2 2 0 0 0 1.7 3h14.8a2 2 0 0 0 1.7-3L13.7 4.2a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4M12 17h.01" />
  </>,
  'AlertIcon',
);

export const TruckIcon = icon(
  <>
    <path d="M3 6.5h11v9.5H3zM14 10h3.6l3.4 3.4V16h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17.5" cy="17.5" r="1.8" />
  </>,
  'TruckIcon',
);

export const ReturnIcon = icon(
  <>
    <path d="M4 9h11a5 5 0 0 1 0 10H8" />
    <path d="m8 5-4 4 4 4" />
  </>,
  'ReturnIcon',
);

export const ShieldIcon = icon(
  <>
    <path d="M12 3.5 5 6v5.5c0 4.3 3 7.7 7 9 4-1.3 7-4.7 7-9V6z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
  'ShieldIcon',
);

export const TagIcon = icon(
  <>
    <path d="M3.5 12.4V4.5a1 1 0 0 1 1-1h7.9l8.3 8.3a1.5 1.5 0 0 1 0 2.1l-6.6 6.6a1.5 1.5 0 0 1-2.1 0z" />
    <circle cx="8" cy="8" r="1.3" />
  </>,
  'TagIcon',
);

export const SparkIcon = icon(
  <path d="M12 3.5 13.8 10 20.5 12l-6.7 2-1.8 6.5-1.8-6.5-6.7-2 6.7-2z" />,
  'SparkIcon',
);

export const HomeIcon = icon(
  <>
    <path d="m3.5 11 8.5-7 8.5 7" />
    <path d="M5.5 9.5V20h13V9.5M10 20v-5.5h4V20" />
  </>,
  'HomeIcon',
);

export const NewsIcon = icon(
  <>
    <path d="M5 4.5h11.5v15H6.5A1.5 1.5 0 0 1 5 18z" />
    <path d="M16.5 8.5H19v9.5a1.5 1.5 0 0 1-3 0M8 8h5.5M8 11.5h5.5M8 15h3.5" />
  </>,
  'NewsIcon',
);

export const BookIcon = icon(
  <>
    <path d="M4.5 5.5A1.5 1.5 0 0 1 6 4h5.5v15.5H6A1.5 1.5 0 0 1 4.5 18z" />
    <path d="M19.5 5.5A1.5 1.5 0 0 0 18 4h-5.5v15.5H18a1.5 1.5 0 0 0 1.5-1.5z" />
  </>,
  'BookIcon',
);

export const PackageIcon = icon(
  <>
    <path d="M12 3 4 7v10l8 4 8-4V7z" />
    <path d="m4 7 8 4 8-4M12 11v10" />
  </>,
  'PackageIcon',
);

export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />, 'PlusIcon');
export const MinusIcon = icon(<path d="M5 12h14" />, 'MinusIcon');
export const TrashIcon = icon(
  <path d="M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />,
  'TrashIcon',
);
export const ShareIcon = icon(
  <path d="M8.6 13.5 15.4 17.5M15.4 6.5 8.6 10.5M21 5a3 3 0 1 1-6 0 3 3 0 0 1 6 0ZM9 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0Zm12 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0Z" />,
  'ShareIcon',
);
export const MailIcon = icon(<path d="M3 6h18v12H3zM3 7l9 6 9-6" />, 'MailIcon');
export const BoltIcon = icon(<path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />, 'BoltIcon');
export const PencilIcon = icon(<path d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" />, 'PencilIcon');

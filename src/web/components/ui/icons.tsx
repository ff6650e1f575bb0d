import type { HTMLAttributes } from 'react';

/**
 * Icons (24x24 grid, 1.75 stroke, drawn in the text colour). Each is an empty `<i>` whose class
 * names its shape: `<i class="ic i-cart is-18"></i>`. The shapes live in the stylesheet
 * (styles/icons.css, written from icon-shapes.tsx by `npm run icons`) as masks over
 * `currentColor`, so a listing page's ~120 icons cost ~35 bytes each and no sprite
 * (docs/decisions/024-lighter-pages.md).
 * Decorative by default (an empty element has no accessible name); give the surrounding control
 * its accessible name. Pass `title` only for an icon that stands alone and carries meaning.
 */
export interface IconProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** Square size in px (default 20). */
  size?: number;
  /** An accessible name; without it the icon is not announced. */
  title?: string;
  /** The filled shape, where icons.css has one (a wish-listed heart). */
  filled?: boolean;
}

/** The common sizes as classes (styles/components.css) rather than an inline style per icon. */
const SIZE_CLASSES: Partial<Record<number, string>> = {
  16: 'is-16',
  18: 'is-18',
  20: 'is-20',
  22: 'is-22',
  24: 'is-24',
};

function iconClass(displayName: string): string {
  return `i-${displayName.replace(/Icon$/, '').toLowerCase()}`;
}

function icon(displayName: string) {
  const shape = iconClass(displayName);
  function Icon({ size = 20, title, filled, className, style, ...rest }: IconProps) {
    const sized = SIZE_CLASSES[size];
    const classes = ['ic', shape, sized, filled && 'is-filled', className].filter(Boolean);
    return (
      <i
        className={classes.join(' ')}
        style={sized ? style : { width: size, height: size, ...style }}
        role={title ? 'img' : undefined}
        aria-label={title}
        {...rest}
      />
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const SearchIcon = icon('SearchIcon');
export const CartIcon = icon('CartIcon');
export const HeartIcon = icon('HeartIcon');
export const UserIcon = icon('UserIcon');
/** Two-pan scale: product comparison. */
export const CompareIcon = icon('CompareIcon');
export const MenuIcon = icon('MenuIcon');
export const CloseIcon = icon('CloseIcon');
export const ChevronDownIcon = icon('ChevronDownIcon');
export const ChevronUpIcon = icon('ChevronUpIcon');
export const ChevronLeftIcon = icon('ChevronLeftIcon');
export const ChevronRightIcon = icon('ChevronRightIcon');
export const ArrowRightIcon = icon('ArrowRightIcon');
export const GlobeIcon = icon('GlobeIcon');
export const CheckIcon = icon('CheckIcon');
export const CheckCircleIcon = icon('CheckCircleIcon');
export const InfoIcon = icon('InfoIcon');
export const AlertIcon = icon('AlertIcon');
export const TruckIcon = icon('TruckIcon');
export const ReturnIcon = icon('ReturnIcon');
export const ShieldIcon = icon('ShieldIcon');
export const TagIcon = icon('TagIcon');
export const SparkIcon = icon('SparkIcon');
export const HomeIcon = icon('HomeIcon');
export const NewsIcon = icon('NewsIcon');
export const BookIcon = icon('BookIcon');
export const PackageIcon = icon('PackageIcon');
export const PlusIcon = icon('PlusIcon');
export const MinusIcon = icon('MinusIcon');
export const TrashIcon = icon('TrashIcon');
export const ShareIcon = icon('ShareIcon');
export const MailIcon = icon('MailIcon');
export const BoltIcon = icon('BoltIcon');
export const PencilIcon = icon('PencilIcon');

import type { SVGProps } from 'react';
import { ICON_SHAPES } from './icon-shapes';

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

/** The common sizes as classes (styles/components.css) rather than two attributes per icon. */
const SIZE_CLASSES: Partial<Record<number, string>> = {
  16: 'is-16',
  18: 'is-18',
  20: 'is-20',
  22: 'is-22',
  24: 'is-24',
};

function icon(displayName: string, fill = false) {
  const base = fill ? 'icon icon-fill' : 'icon';
  const id = `i-${displayName.replace(/Icon$/, '').toLowerCase()}`;
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

const SPRITE_ID = 'icon-sprite';
/** The sprite's symbols as the server drew them, read from the page on the first client render. */
let drawnSprite: string | undefined;

/**
 * Every icon's shape, once per page; rendered by the root layout before any icon. The shapes are
 * in the server bundle only (`import.meta.env.SSR`): the browser keeps the symbols the server
 * drew (its ~5 KB of path data left a first visit's JavaScript) and, should the layout ever be
 * drawn again on the client, puts back the markup it read from the page on its first render.
 */
export function IconSprite() {
  if (import.meta.env.SSR) {
    return (
      <svg id={SPRITE_ID} className="hidden" aria-hidden="true">
        {Object.entries(ICON_SHAPES).map(([id, shape]) => (
          <symbol key={id} id={id} viewBox="0 0 24 24">
            {shape}
          </symbol>
        ))}
      </svg>
    );
  }
  drawnSprite ??= document.getElementById(SPRITE_ID)?.innerHTML ?? '';
  return (
    <svg
      id={SPRITE_ID}
      className="hidden"
      aria-hidden="true"
      // Hydration leaves an element's inner HTML as the server sent it.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: drawnSprite }}
    />
  );
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

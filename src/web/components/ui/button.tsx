import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from './cx';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'icon-sm';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

// Component classes (styles/components.css): a listing draws ~70 buttons, and their utility
// strings were a fifth of its HTML. `on-dark` switches the focus ring on dark fills.
const base = 'btn';

const variants: Record<ButtonVariant, string> = {
  primary: 'on-dark btn-primary',
  accent: 'on-dark btn-accent',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  danger: 'on-dark btn-danger',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'btn-sm',
  md: 'btn-md',
  lg: 'btn-lg',
  icon: 'btn-icon',
  'icon-sm': 'btn-icon-sm',
};

/** The classes of a button, for elements that are not this component (a router `<Link>`). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth,
  className,
}: ButtonStyleOptions = {}) {
  return cx(base, variants[variant], sizes[size], fullWidth && 'w-full', className);
}

interface OwnProps extends ButtonStyleOptions {
  /** Shows a spinner, sets aria-busy and ignores clicks; the label stays for screen readers. */
  loading?: boolean;
  /** Text for the spinner while loading (default: none, the button label is kept). */
  loadingLabel?: string;
  /** An icon before the label. */
  icon?: ReactNode;
  children?: ReactNode;
}

export type ButtonAsButton = OwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof OwnProps> & { href?: undefined };
export type ButtonAsLink = OwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof OwnProps> & { href: string };
export type ButtonProps = ButtonAsButton | ButtonAsLink;

/**
 * A button, or a link styled as one when `href` is given (plain `<a>`: a full page load, which
 * works without JavaScript; for client navigation use `<Link className={buttonClasses()}>`).
 *
 * While `loading`, the button keeps focus (no `disabled`, which would drop it), is marked
 * `aria-busy` and `aria-disabled`, and swallows clicks.
 */
export function Button(props: ButtonProps) {
  const {
    variant,
    size,
    fullWidth,
    className,
    loading = false,
    loadingLabel,
    icon,
    children,
    ...rest
  } = props;
  const classes = buttonClasses({ variant, size, fullWidth, className });
  const content = (
    <>
      {loading ? <Spinner size={size === 'sm' || size === 'icon-sm' ? 16 : 18} /> : icon}
      {loading && loadingLabel ? <span>{loadingLabel}</span> : children}
    </>
  );

  if (rest.href !== undefined) {
    const { onClick, ...anchor } = rest as ComponentPropsWithRef<'a'>;
    return (
      <a
        {...anchor}
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={loading || anchor['aria-disabled'] || undefined}
        onClick={(e: MouseEvent<HTMLAnchorElement>) => {
          if (loading) e.preventDefault();
          else onClick?.(e);
        }}
      >
        {content}
      </a>
    );
  }

  const { onClick, type = 'button', ...button } = rest as ComponentPropsWithRef<'button'>;
  return (
    <button
      {...button}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || button['aria-disabled'] || undefined}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        if (loading) e.preventDefault();
        else onClick?.(e);
      }}
    >
      {content}
    </button>
  );
}

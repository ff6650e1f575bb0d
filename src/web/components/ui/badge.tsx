import type { ReactNode } from 'react';
import { cx } from './cx';

export type BadgeTone =
  'neutral' | 'brand' | 'accent' | 'sale' | 'success' | 'warning' | 'danger' | 'dark';

export interface BadgeProps {
  tone?: BadgeTone;
  /** `solid` for badges over images (sale, out of stock), `soft` for badges in text. */
  appearance?: 'soft' | 'solid';
  size?: 'sm' | 'md';
  /** An icon before the text. */
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}

const soft: Record<BadgeTone, string> = {
  neutral: 'bg-canvas text-muted ring-line',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  accent: 'bg-accent-50 text-accent-700 ring-accent-100',
  sale: 'bg-sale-50 text-sale-700 ring-sale/20',
  success: 'bg-success-50 text-success-700 ring-success-700/20',
  warning: 'bg-warning-50 text-warning-700 ring-warning-700/20',
  danger: 'bg-danger-50 text-danger-700 ring-danger-700/20',
  dark: 'bg-ink/5 text-ink ring-ink/10',
};

const solid: Record<BadgeTone, string> = {
  neutral: 'bg-white text-ink ring-line',
  brand: 'bg-brand-700 text-white ring-brand-700',
  accent: 'bg-accent-600 text-white ring-accent-600',
  sale: 'bg-sale text-white ring-sale',
  success: 'bg-success-700 text-white ring-success-700',
  warning: 'bg-warning-500 text-ink ring-warning-500',
  danger: 'bg-danger-700 text-white ring-danger-700',
  dark: 'bg-ink/85 text-white ring-transparent',
};

/** A short status label: "-20%", "Nowość", "Niedostępny". Text, not colour, carries the meaning. */
export function Badge({
  tone = 'neutral',
  appearance = 'soft',
  size = 'sm',
  icon,
  className,
  children,
}: BadgeProps) {
  return (
    <span
      className={cx(
        'badge',
        size === 'sm' ? 'badge-sm' : 'badge-md',
        appearance === 'solid' ? solid[tone] : soft[tone],
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}

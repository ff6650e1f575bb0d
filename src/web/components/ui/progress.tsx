import { cx } from './cx';

export interface ProgressProps {
  /** Current value; omit for an indeterminate bar. */
  value?: number;
  /** Default 100. */
  max?: number;
  /** Accessible name, e.g. "Uploading photo". */
  label: string;
  /** Show the label above the bar (default false: the label is for screen readers only). */
  showLabel?: boolean;
  tone?: 'brand' | 'success' | 'warning' | 'danger';
  className?: string;
}

const toneClass = {
  brand: 'bg-brand-600',
  success: 'bg-success-600',
  warning: 'bg-warning-500',
  danger: 'bg-danger-600',
} as const;

/** A progress bar (role="progressbar"), determinate when `value` is given. */
export function Progress({
  value,
  max = 100,
  label,
  showLabel = false,
  tone = 'brand',
  className,
}: ProgressProps) {
  const determinate = typeof value === 'number';
  const pct = determinate ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div className={cx('w-full', className)}>
      {showLabel && <div className="mb-1 text-sm text-muted">{label}</div>}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={determinate ? value : undefined}
        className="relative h-2 w-full overflow-hidden rounded-full bg-line"
      >
        <div
          className={cx(
            'h-full rounded-full transition-[width] duration-300',
            toneClass[tone],
            !determinate && 'absolute w-1/3 animate-progress',
          )}
          style={determinate ? { width: `${pct}%` } : undefined}
        />
      </div>
    </div>
  );
}

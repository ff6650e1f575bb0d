import { cx } from './cx';

export interface SpinnerProps {
  /** Size in px (default 20). */
  size?: number;
  /** When given, the spinner is announced (role="status"); otherwise it is decorative. */
  label?: string;
  className?: string;
}

/** A rotating ring in currentColor. */
export function Spinner({ size = 20, label, className }: SpinnerProps) {
  const svg = (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={cx('shrink-0 animate-spin', !label && className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className={cx('inline-flex items-center', className)}>
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}

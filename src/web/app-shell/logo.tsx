import { Link } from 'react-router';
import { cx } from '../components/ui/cx';

/** The shop's mark: a house with a lamp-lit window. Decorative; the wordmark names the link. */
export function LogoMark({
  tone = 'dark',
  className,
}: {
  tone?: 'dark' | 'light';
  className?: string;
}) {
  const [tile, house] = tone === 'light' ? ['#f1f6f4', '#1f3a34'] : ['#1f3a34', '#f1f6f4'];
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={cx('shrink-0', className)}
    >
      <rect width="40" height="40" rx="10" fill={tile} />
      <path
        d="M9.5 19.2 20 10.5l10.5 8.7V30a1.5 1.5 0 0 1-1.5 1.5H11A1.5 1.5 0 0 1 9.5 30z"
        fill={house}
      />
      <rect x="16.6" y="21" width="6.8" height="10.5" rx="1" fill="#c2410c" />
    </svg>
  );
}

/** Mark + wordmark, linking home. `tone="light"` on dark backgrounds. */
export function Logo({
  to,
  name,
  tone = 'dark',
  className,
}: {
  to: string;
  name: string;
  tone?: 'dark' | 'light';
  className?: string;
}) {
  return (
    <Link to={to} className={cx('inline-flex shrink-0 items-center gap-2.5 rounded-md', className)}>
      <LogoMark tone={tone} className="size-9 sm:size-10" />
      <span
        className={cx(
          'font-display text-[1.3rem] leading-none font-semibold tracking-tight whitespace-nowrap sm:text-2xl',
          tone === 'light' ? 'text-white' : 'text-brand-700',
        )}
      >
        {name}
      </span>
    </Link>
  );
}

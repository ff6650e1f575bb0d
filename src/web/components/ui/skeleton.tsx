import { cx } from './cx';

export interface SkeletonProps {
  /** Size and shape come from classes: `h-4 w-2/3`, `aspect-square`, `size-10 rounded-full`. */
  className?: string;
}

/** A grey placeholder block while content loads. Decorative: pair it with a status message. */
export function Skeleton({ className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx('block animate-pulse rounded-md bg-canvas-strong', className)}
    />
  );
}

/** Lines of placeholder text; the last one shorter. */
export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('flex flex-col gap-2', className)}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton
          key={i}
          className={cx('h-3.5', i === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full')}
        />
      ))}
    </span>
  );
}

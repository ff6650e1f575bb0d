import type { ReactNode } from 'react';
import { Button } from './button';
import { AlertIcon } from './icons';

export interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** The way on: links or buttons. */
  children?: ReactNode;
}

/** A page with nothing to list (empty wish list, no comparison, a guest): what and where next. */
export function EmptyState({ icon, title, text, children }: EmptyStateProps) {
  return (
    <section className="flex flex-col items-center rounded-xl border border-line bg-white px-5 py-10 text-center shadow-card sm:px-10 sm:py-14">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-canvas text-brand-600">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold text-balance sm:text-xl">{title}</h2>
      <p className="mt-2 max-w-md text-muted text-pretty">{text}</p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </section>
  );
}

/** A list that could not be loaded, with a button to try again. */
export function LoadFailed({
  text,
  retry,
  onRetry,
}: {
  text: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-xl border border-warning-700/20 bg-warning-50 p-4"
    >
      <AlertIcon size={22} className="text-warning-700" />
      <p className="flex-1 font-medium">{text}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertIcon, CheckCircleIcon } from '../../components/ui/icons';
import { cx } from '../../components/ui/cx';

/** The frame of the login, register and reset pages: one centred card. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-8 sm:py-14">
      <section
        aria-labelledby="auth-title"
        className="w-full max-w-md rounded-xl border border-line bg-white p-5 shadow-card sm:p-8"
      >
        <h1 id="auth-title" className="text-2xl font-semibold text-ink">
          {title}
        </h1>
        {intro && <p className="mt-2 text-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-6 border-t border-line pt-5 text-sm text-muted">{footer}</div>
        )}
      </section>
    </div>
  );
}

/** The card's footer line that sends the shopper to the other form ("No account? Register"). */
export function AuthSwitch({ text, to, label }: { text: string; to: string; label: string }) {
  return (
    <p>
      {text}{' '}
      <Link to={to} className="font-semibold text-brand-600 underline underline-offset-2">
        {label}
      </Link>
    </p>
  );
}

/**
 * A message for the whole form. `role="alert"` is always present (empty when there is nothing
 * to say), so screen readers announce a message the moment it appears.
 */
export function FormMessage({
  message,
  tone = 'error',
  testId,
}: {
  message: string | null;
  tone?: 'error' | 'success';
  testId?: string;
}) {
  const Icon = tone === 'error' ? AlertIcon : CheckCircleIcon;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {message && (
        <p
          className={cx(
            'mb-4 flex items-start gap-2 rounded-md border p-3 text-sm font-medium',
            tone === 'error'
              ? 'border-danger-700/30 bg-danger-50 text-danger-700'
              : 'border-success-700/30 bg-success-50 text-success-700',
          )}
        >
          <Icon size={18} className="mt-0.5 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

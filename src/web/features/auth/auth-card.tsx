import type { ReactNode } from 'react';
import { Link } from 'react-router';

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

import type { ReactNode } from 'react';
import { cx } from '#web/components/ui/cx';
import { useAdminT } from '../i18n/use-admin-t';

/** The document title of a back-office page (React hoists it into <head>). */
export function AdminTitle({ page }: { page: string }) {
  const t = useAdminT();
  return <title>{t('app.title', { page })}</title>;
}

export interface AdminPageProps {
  title: string;
  /** One or two sentences under the heading: what this page is for. */
  description?: ReactNode;
  /** The page's main buttons, at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A back-office page: its title, one h1, a short description and its actions, then the content. */
export function AdminPage({ title, description, actions, children, className }: AdminPageProps) {
  return (
    <div className={cx('flex flex-col gap-6', className)}>
      <AdminTitle page={title} />
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          {description && <p className="mt-1.5 max-w-3xl text-sm text-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      {children}
    </div>
  );
}

/** A white panel with an optional heading: the unit pages are built from. */
export function Panel({
  title,
  description,
  actions,
  children,
  className,
  headingLevel = 2,
}: {
  title?: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={cx('rounded-lg border border-line bg-white shadow-card', className)}>
      {(title || actions) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-5 py-3.5">
          <div className="min-w-0">
            {title && <Heading className="text-base font-semibold">{title}</Heading>}
            {description && <p className="mt-0.5 text-sm text-muted">{description}</p>}
          </div>
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
      {children}
    </section>
  );
}

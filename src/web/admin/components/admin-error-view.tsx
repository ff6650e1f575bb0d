import { isRouteErrorResponse, Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { AlertIcon, ShieldIcon } from '#web/components/ui/icons';
import { useAdminT } from '../i18n/use-admin-t';
import { AdminTitle } from './admin-page';

/** The back office's 403, 404 and "something broke" pages, inside its own frame. */
export function AdminErrorView({ error }: { error: unknown }) {
  const t = useAdminT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500) console.error(error);
  const [title, text] =
    status === 403
      ? [t('forbidden.title'), t('forbidden.text')]
      : status === 404
        ? [t('notFound.title'), t('notFound.text')]
        : [t('error.title'), t('error.text')];
  const Icon = status === 403 ? ShieldIcon : AlertIcon;
  return (
    <section
      data-testid="admin-error"
      data-status={status}
      className="flex flex-col items-start gap-4 rounded-lg border border-line bg-white p-8 shadow-card"
    >
      <AdminTitle page={title} />
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-canvas text-brand-700">
        <Icon size={26} />
      </span>
      <div>
        <p className="text-sm font-semibold text-muted tabular-nums">{status}</p>
        <h1 className="mt-1 text-2xl font-semibold">{title}</h1>
        <p className="mt-2 max-w-prose text-muted">{text}</p>
      </div>
      <Link to="/admin" className={buttonClasses({ variant: 'secondary' })}>
        {t('forbidden.back')}
      </Link>
    </section>
  );
}

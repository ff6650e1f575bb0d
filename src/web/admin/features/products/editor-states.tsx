import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { useProductsT } from './i18n';

/** The editor's place while the product loads: the same layout, in grey. */
export function EditorLoading() {
  const t = useProductsT();
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        {t('common.loading')}
      </p>
      <Skeleton className="h-8 w-72" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-96" />
        <div className="flex flex-col gap-6">
          <Skeleton className="h-28" />
          <Skeleton className="h-56" />
        </div>
      </div>
    </div>
  );
}

export function EditorMissing({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const t = useProductsT();
  if (!notFound)
    return <LoadFailed text={t('editor.loadFailed')} retry={t('common.retry')} onRetry={onRetry} />;
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-line bg-white p-8 shadow-card">
      <h1 className="text-xl font-semibold">{t('editor.notFound')}</h1>
      <p className="text-muted">{t('editor.notFoundText')}</p>
      <Link to="/admin/products" className={buttonClasses({ variant: 'secondary' })}>
        {t('editor.back')}
      </Link>
    </div>
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { useReturnsT } from './i18n';

/** The return's place while it loads: the same layout, in grey. */
export function ReturnLoading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-8 w-72" />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="h-80" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}

export function ReturnMissing({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const t = useReturnsT();
  if (!notFound)
    return <LoadFailed text={t('common.loadFailed')} retry={t('common.retry')} onRetry={onRetry} />;
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-line bg-white p-8 shadow-card">
      <h1 className="text-xl font-semibold">{t('detail.missing')}</h1>
      <Link to="/admin/returns" className={buttonClasses({ variant: 'secondary' })}>
        {t('detail.back')}
      </Link>
    </div>
  );
}

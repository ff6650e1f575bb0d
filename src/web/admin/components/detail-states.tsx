import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';

/** A detail page's place while it loads (an order, a return): the same layout, in grey. */
export function DetailLoading() {
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

/** A detail that did not load: gone (404, with the way back to its list), or a failure to retry. */
export function DetailMissing({
  notFound,
  onRetry,
  backTo,
  text,
}: {
  notFound: boolean;
  onRetry: () => void;
  backTo: string;
  text: { missing: string; back: string; loadFailed: string; retry: string };
}) {
  if (!notFound) return <LoadFailed text={text.loadFailed} retry={text.retry} onRetry={onRetry} />;
  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-line bg-white p-8 shadow-card">
      <h1 className="text-xl font-semibold">{text.missing}</h1>
      <Link to={backTo} className={buttonClasses({ variant: 'secondary' })}>
        {text.back}
      </Link>
    </div>
  );
}

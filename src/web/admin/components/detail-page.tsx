import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/empty-state';
import { Skeleton } from '#web/components/ui/skeleton';
import { AdminPage, Panel } from './admin-page';

/** A detail page's two columns on a wide screen: the record, and what to do with it. */
const detailColumns = 'grid gap-6 lg:grid-cols-[2fr_1fr]';

/**
 * The detail page of a record staff move through its statuses (an order, a return): its title,
 * its badges and dates under it, the way back to its list; an optional notice; then the record's
 * panels (`children`) and, in the narrower column, the panel of its status moves followed by the
 * panels of `side`.
 */
export function DetailPage(props: {
  title: string;
  /** Under the heading: the record's badges, dates and number, in one wrapping line. */
  summary: ReactNode;
  /** The list the page came from: its address and the words of the way back. */
  back: { to: string; label: string };
  /** A warning above the columns (a return past its deadline). */
  notice?: ReactNode;
  /** The panel of the record's status moves: its heading and its buttons. */
  moves: { title: string; children: ReactNode };
  /** The panels below the status moves. */
  side: ReactNode;
  /** The record's own panels: its lines, the shopper. */
  children: ReactNode;
}) {
  return (
    <AdminPage
      title={props.title}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">{props.summary}</span>
      }
      actions={
        <Link to={props.back.to} className="text-sm font-medium text-brand-700 hover:underline">
          ← {props.back.label}
        </Link>
      }
    >
      {props.notice}
      <div className={detailColumns}>
        <div className="flex min-w-0 flex-col gap-6">{props.children}</div>
        {/* On a phone the status moves come first: moving the record is what staff open it for. */}
        <div className="order-first flex min-w-0 flex-col gap-6 lg:order-none">
          <Panel title={props.moves.title}>
            <div className="px-5 py-4">{props.moves.children}</div>
          </Panel>
          {props.side}
        </div>
      </div>
    </AdminPage>
  );
}

/**
 * The table of a record's lines (an order's purchases, a return's goods): the product, the count,
 * then the record's own figures, right-aligned. `children` are the body's rows, `foot` the
 * footer's (totals).
 */
export function DetailLines({
  testId,
  headings,
  children,
  foot,
}: {
  testId: string;
  /** The column headings, the product's first. */
  headings: string[];
  children: ReactNode;
  foot?: ReactNode;
}) {
  const last = headings.length - 1;
  return (
    <table className="w-full text-sm" data-testid={testId}>
      <thead className="border-b border-line bg-surface text-left text-xs text-muted uppercase">
        <tr>
          {headings.map((heading, i) => (
            <th
              key={heading}
              scope="col"
              className={
                i === 0
                  ? 'px-5 py-2 font-semibold'
                  : i === last
                    ? 'px-5 py-2 text-right font-semibold'
                    : 'px-3 py-2 text-right font-semibold'
              }
            >
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">{children}</tbody>
      {foot && <tfoot className="border-t border-line">{foot}</tfoot>}
    </table>
  );
}

/** Label and value pairs of a detail page's panel; a row with `testId` names its value for tests. */
export function Facts({ rows }: { rows: Array<[string, ReactNode, string?]> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 px-5 py-4 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value, testId]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="break-words whitespace-pre-wrap text-ink" data-testid={testId}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A detail page's place while it loads (an order, a return): the same layout, in grey. */
export function DetailLoading() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <Skeleton className="h-8 w-72" />
      <div className={detailColumns}>
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

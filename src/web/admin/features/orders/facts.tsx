import type { ReactNode } from 'react';

/** Label and value pairs of an order's panel; a row with `testId` names its value for tests. */
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

import type { ReactNode } from 'react';

/** A home section's title and line of text, with an optional link beside them. */
export function HomeSectionHead(props: {
  id: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={props.id} className="font-display text-h2 font-semibold">
          {props.title}
        </h2>
        <p className="mt-1 text-muted">{props.text}</p>
      </div>
      {props.children}
    </div>
  );
}

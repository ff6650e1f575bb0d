import type { ReactNode } from 'react';

const box = 'flex flex-col gap-4 rounded-xl border border-line bg-white p-5 shadow-card sm:p-6';
const heading = 'font-display text-h3 font-semibold';

/** One card of the checkout's form: a titled section, or a fieldset when it holds one choice. */
export function CheckoutSection({
  id,
  title,
  asFieldset = false,
  children,
}: {
  id: string;
  title: string;
  /** A group of radio buttons: a `fieldset` whose `legend` names the choice. */
  asFieldset?: boolean;
  children: ReactNode;
}) {
  if (asFieldset)
    return (
      <fieldset className={box}>
        <legend className={`${heading} float-left mb-2 w-full`}>{title}</legend>
        {children}
      </fieldset>
    );
  return (
    <section aria-labelledby={id} className={box}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The error under a choice (a method or payment the server refused). */
export function ChoiceError({ message }: { message: string | undefined }) {
  return message ? <p className="text-sm font-medium text-danger-700">{message}</p> : null;
}

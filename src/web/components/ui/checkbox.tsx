import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The visible label; clicking it toggles the box. */
  label: ReactNode;
  /** Secondary text under the label (linked with aria-describedby). */
  hint?: ReactNode;
  /** Error text (aria-invalid + aria-describedby), e.g. for a required consent. */
  error?: ReactNode;
  /** Extra text after the label, e.g. a count "(12)", kept out of the way visually. */
  aside?: ReactNode;
}

/** A native checkbox with its label, 24 px hit area, brand-coloured when checked. */
export function Checkbox({ label, hint, error, aside, id, className, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy =
    [rest['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label
        htmlFor={inputId}
        className="group inline-flex cursor-pointer items-start gap-2.5 py-1 text-[0.9375rem] leading-6 text-ink has-disabled:cursor-not-allowed has-disabled:opacity-60"
      >
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          aria-describedby={describedBy}
          aria-invalid={error ? true : rest['aria-invalid']}
          className={cx('check-box', Boolean(error) && 'outline-2 outline-danger-700')}
        />
        <span className="min-w-0">
          {label}
          {aside && <span className="ml-1 text-sm text-muted">{aside}</span>}
        </span>
      </label>
      {hint && (
        <p id={hintId} className="ml-7.5 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ml-7.5 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}

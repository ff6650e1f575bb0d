import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useFieldControl } from './field';
import { cx } from './cx';

export type ControlSize = 'sm' | 'md' | 'lg';

/** Shared look of text inputs, selects and textareas. */
export function controlClasses({
  size = 'md',
  invalid = false,
  className,
}: { size?: ControlSize; invalid?: boolean; className?: string } = {}) {
  return cx(
    'block w-full min-w-0 rounded-md border bg-white text-ink placeholder:text-subtle',
    'transition-[border-color,box-shadow] duration-150',
    'hover:border-ink focus-visible:border-brand-600 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-200',
    'disabled:cursor-not-allowed disabled:bg-surface disabled:text-subtle',
    invalid ? 'border-danger-700 hover:border-danger-700' : 'border-line-strong',
    size === 'sm' && 'min-h-9 px-2.5 text-sm',
    size === 'md' && 'min-h-11 px-3 text-base',
    size === 'lg' && 'min-h-12 px-4 text-base',
    className,
  );
}

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'size'> {
  size?: ControlSize;
  /** Marks the input invalid without a <Field> (inside a Field, its `error` does this). */
  invalid?: boolean;
  /** An icon or text inside the box, before the value. */
  leading?: ReactNode;
  /** An icon, text or small button inside the box, after the value. */
  trailing?: ReactNode;
}

/**
 * A text input. Inside a <Field> it takes the field's id, description and invalid state.
 * Font size stays >= 16 px at size md/lg so iOS does not zoom on focus.
 */
export function Input({ size = 'md', invalid, leading, trailing, className, ...rest }: InputProps) {
  const control = useFieldControl({ ...rest, 'aria-invalid': invalid || rest['aria-invalid'] });
  const input = (
    <input
      {...rest}
      {...control}
      className={controlClasses({
        size,
        invalid: control['aria-invalid'],
        className: cx(
          Boolean(leading) && 'pl-10',
          Boolean(trailing) && 'pr-11',
          !leading && !trailing && className,
        ),
      })}
    />
  );
  if (!leading && !trailing) return input;
  return (
    <div className={cx('relative', className)}>
      {leading && (
        <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">
          {leading}
        </span>
      )}
      {input}
      {trailing && <span className="absolute inset-y-0 right-1 flex items-center">{trailing}</span>}
    </div>
  );
}

export interface TextareaProps extends ComponentPropsWithRef<'textarea'> {
  invalid?: boolean;
}

/** A multi-line text input with the same look and Field wiring as <Input>. */
export function Textarea({ invalid, className, rows = 4, ...rest }: TextareaProps) {
  const control = useFieldControl({ ...rest, 'aria-invalid': invalid || rest['aria-invalid'] });
  return (
    <textarea
      rows={rows}
      {...rest}
      {...control}
      className={controlClasses({
        invalid: control['aria-invalid'],
        className: cx('py-2.5', className),
      })}
    />
  );
}

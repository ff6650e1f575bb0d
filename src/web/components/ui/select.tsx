import type { ComponentPropsWithRef } from 'react';
import { useFieldControl } from './field';
import { controlClasses, type ControlSize } from './input';
import { ChevronDownIcon } from './icons';
import { cx } from './cx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  size?: ControlSize;
  invalid?: boolean;
  /** Options to render; or pass <option> children yourself. */
  options?: SelectOption[];
  /** A first, empty option (value ""), e.g. "Choose…". */
  placeholder?: string;
}

/** A native <select> (keyboard, mobile pickers and forms for free) with the shop's look. */
export function Select({
  size = 'md',
  invalid,
  options,
  placeholder,
  className,
  children,
  ...rest
}: SelectProps) {
  const control = useFieldControl({ ...rest, 'aria-invalid': invalid || rest['aria-invalid'] });
  return (
    <div className={cx('relative', className)}>
      <select
        {...rest}
        {...control}
        className={controlClasses({
          size,
          invalid: control['aria-invalid'],
          className: 'cursor-pointer appearance-none pr-10',
        })}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon
        size={18}
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
      />
    </div>
  );
}

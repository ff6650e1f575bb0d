import { createContext, use, useId, type AriaAttributes, type ReactNode } from 'react';
import { AlertIcon } from './icons';
import { cx } from './cx';

/** What a control inside a <Field> needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

const FieldContext = createContext<FieldControlProps | null>(null);

/**
 * Props for the control inside the nearest <Field>, merged with the control's own: its own id
 * wins, descriptions are joined. Input, Select and Textarea call this; a custom control can too.
 */
export function useFieldControl(own: {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
  required?: boolean;
}): FieldControlProps {
  const field = use(FieldContext);
  const fallbackId = useId();
  const describedBy = [field?.['aria-describedby'], own['aria-describedby']]
    .filter(Boolean)
    .join(' ');
  const invalid =
    field?.['aria-invalid'] ||
    (own['aria-invalid'] !== undefined &&
      own['aria-invalid'] !== false &&
      own['aria-invalid'] !== 'false');
  return {
    id: own.id ?? field?.id ?? fallbackId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid ? true : undefined,
    required: own.required ?? field?.required,
  };
}

export interface FieldProps {
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text; marks the control aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  required?: boolean;
  /** Text after the label of a required field (default "*", hidden from screen readers, which hear `required`). */
  requiredMark?: ReactNode;
  /** Text after the label of an optional field, e.g. "(optional)". */
  optionalText?: ReactNode;
  /** Use your own control id (default: generated). */
  id?: string;
  /** Hide the label visually (it stays for screen readers). */
  hideLabel?: boolean;
  className?: string;
  /** One control: <Input>, <Select>, <Textarea>, or anything calling useFieldControl(). */
  children: ReactNode;
}

/**
 * A labelled form field: label, optional hint, the control, and the error message.
 *
 *   <Field label="E-mail" hint="We send the order confirmation here" error={errors.email?.[0]} required>
 *     <Input type="email" name="email" autoComplete="email" />
 *   </Field>
 */
export function Field({
  label,
  hint,
  error,
  required,
  requiredMark = '*',
  optionalText,
  id,
  hideLabel,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': error ? true : undefined,
    required,
  };
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={controlId}
        className={cx('text-sm font-medium text-ink', hideLabel && 'sr-only')}
      >
        {label}
        {required && requiredMark ? (
          <span aria-hidden="true" className="ml-0.5 text-danger-700">
            {requiredMark}
          </span>
        ) : null}
        {!required && optionalText ? (
          <span className="ml-1 font-normal text-muted">{optionalText}</span>
        ) : null}
      </label>
      {hint && (
        <p id={hintId} className="-mt-0.5 text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldContext value={control}>{children}</FieldContext>
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-danger-700">
          <AlertIcon size={16} className="mt-0.5" />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

import { AlertIcon, CheckCircleIcon } from './icons';
import { cx } from './cx';

/**
 * A message for the whole form. `role="alert"` is always present (empty when there is nothing
 * to say), so screen readers announce a message the moment it appears.
 */
export function FormMessage({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  const Icon = tone === 'error' ? AlertIcon : CheckCircleIcon;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {message && (
        <p
          className={cx(
            'mb-4 flex items-start gap-2 rounded-md border p-3 text-sm font-medium',
            tone === 'error'
              ? 'border-danger-700/30 bg-danger-50 text-danger-700'
              : 'border-success-700/30 bg-success-50 text-success-700',
          )}
        >
          <Icon size={18} className="mt-0.5 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useT } from '#web/lib/i18n/use-translate';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import { cx } from './cx';
import type { ToastItem, ToastTone } from './toast';

const toneStyle: Record<ToastTone, { icon: typeof InfoIcon; className: string }> = {
  info: { icon: InfoIcon, className: 'text-brand-600' },
  success: { icon: CheckCircleIcon, className: 'text-success-700' },
  warning: { icon: AlertIcon, className: 'text-warning-700' },
  error: { icon: AlertIcon, className: 'text-danger-700' },
};

/** One toast (toast.tsx holds the list and the live region). */
export default function Toast({
  item,
  onDismiss,
}: {
  item: ToastItem;
  onDismiss: (id: string) => void;
}) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration);

  // Hovering or focusing the toast pauses its timer (WCAG 2.2.1: enough time to read it).
  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id, onDismiss]);

  const { icon: Icon, className } = toneStyle[item.tone];
  return (
    <div
      className="pointer-events-auto flex w-full max-w-sm animate-toast-in items-start gap-3 rounded-lg border border-line bg-white p-3 pr-1.5 shadow-pop"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon size={22} className={cx('mt-0.5', className)} />
      <div className="min-w-0 flex-1 py-0.5">
        <p className="text-[0.9375rem] font-semibold text-ink">{item.title}</p>
        {item.description && <p className="mt-0.5 text-sm text-muted">{item.description}</p>}
        {item.action && (
          <button
            type="button"
            className="mt-1.5 text-sm font-semibold text-brand-600 underline underline-offset-2 hover:text-brand-800"
            onClick={() => {
              item.action?.onClick();
              onDismiss(item.id);
            }}
          >
            {item.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(item.id)}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-muted hover:bg-brand-50 hover:text-ink"
      >
        <CloseIcon size={18} />
        <span className="sr-only">{t('nav.close')}</span>
      </button>
    </div>
  );
}

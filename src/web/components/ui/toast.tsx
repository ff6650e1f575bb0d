import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../../lib/i18n/use-translate';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';
import { cx } from './cx';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  /** The main line. */
  title: ReactNode;
  /** A second, quieter line. */
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it hides itself (default 5000; `Infinity` to keep it until closed). */
  duration?: number;
  /** One action, e.g. { label: 'Undo', onClick }. The toast closes after the action runs. */
  action?: { label: string; onClick: () => void };
  /** A second toast with the same id replaces the first instead of stacking. */
  id?: string;
}

interface ToastItem
  extends
    Required<Pick<ToastOptions, 'tone' | 'duration'>>,
    Omit<ToastOptions, 'tone' | 'duration' | 'id'> {
  id: string;
}

export interface ToastApi {
  /** Shows a toast; a string is its title. Returns its id. */
  toast: (options: ToastOptions | string) => string;
  dismiss: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);
const MAX_VISIBLE = 3;
let counter = 0;

/** `const { toast } = useToast(); toast({ title: 'Added to cart', tone: 'success' })`. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api)
    throw new Error(
      'useToast() needs a <ToastProvider> above it (routes/locale-layout.tsx mounts one).',
    );
  return api;
}

/**
 * Holds the toasts and renders them, plus a polite live region that exists from the first server
 * render (so screen readers announce toasts added later) and carries only the toasts' text.
 * Mounted once in the layout.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);

  const dismiss = useCallback(
    (id: string) => setItems((list) => list.filter((t) => t.id !== id)),
    [],
  );
  const toast = useCallback((options: ToastOptions | string) => {
    const o = typeof options === 'string' ? { title: options } : options;
    const id = o.id ?? `toast-${++counter}`;
    const item: ToastItem = { ...o, id, tone: o.tone ?? 'info', duration: o.duration ?? 5000 };
    setItems((list) => [...list.filter((t) => t.id !== id), item].slice(-MAX_VISIBLE));
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {/* Announced text only (title and description), not the buttons' labels. */}
      <div aria-live="polite" className="sr-only">
        {items.map((item) => (
          <p key={item.id}>
            {item.title}
            {item.description ? <> {item.description}</> : null}
          </p>
        ))}
      </div>
      <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end sm:p-6">
        {items.map((item) => (
          <Toast key={item.id} item={item} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

const toneStyle: Record<ToastTone, { icon: typeof InfoIcon; className: string }> = {
  info: { icon: InfoIcon, className: 'text-brand-600' },
  success: { icon: CheckCircleIcon, className: 'text-success-700' },
  warning: { icon: AlertIcon, className: 'text-warning-700' },
  error: { icon: AlertIcon, className: 'text-danger-700' },
};

function Toast({ item, onDismiss }: { item: ToastItem; onDismiss: (id: string) => void }) {
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

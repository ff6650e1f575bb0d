import {
  Suspense,
  createContext,
  use,
  useCallback,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { lazyPart } from '#web/lib/lazy-part';

// A toast's card (icons, timer, buttons) loads with the first toast: most visits show none.
const Toast = lazyPart(() => import('./toast-card'));

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

export interface ToastItem
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
        <Suspense>
          {items.map((item) => (
            <Toast key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </Suspense>
      </div>
    </ToastContext>
  );
}

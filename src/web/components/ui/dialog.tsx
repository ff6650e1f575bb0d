import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useT } from '#web/lib/i18n/use-translate';
import { CloseIcon } from './icons';
import { cx } from './cx';

export type DialogVariant = 'center' | 'drawer-left' | 'drawer-right';

export interface DialogProps {
  /** Controlled: the parent owns the state. */
  open: boolean;
  /** Called on Esc, the close button, a backdrop click, or a native close. Set `open` to false. */
  onClose: () => void;
  /** Heading of the dialog; it names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Shown under the title and linked with aria-describedby. */
  description?: ReactNode;
  /** Keep the title for screen readers only. */
  hideTitle?: boolean;
  children?: ReactNode;
  /** Sticky bottom area for the main actions. */
  footer?: ReactNode;
  /** Centred modal (default) or a full-height drawer from the left or right. */
  variant?: DialogVariant;
  /** Width of a centred dialog. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name of the close button (default: the UI string "Close"). */
  closeLabel?: string;
  /** Focus this element on open instead of the first focusable one (the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False: Esc and backdrop clicks do nothing (e.g. while a form is being sent). */
  dismissible?: boolean;
  id?: string;
  className?: string;
  'data-testid'?: string;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), summary, iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      el.getClientRects().length > 0 &&
      !el.closest('[inert]') &&
      getComputedStyle(el).visibility !== 'hidden',
  );
}

const variantClass: Record<DialogVariant, string> = {
  center:
    'm-auto w-[calc(100%-2rem)] max-h-[calc(100dvh-2rem)] rounded-xl shadow-pop open:animate-dialog-in',
  'drawer-left':
    'm-0 mr-auto h-dvh max-h-none w-[min(24rem,calc(100%-3rem))] max-w-none rounded-r-xl shadow-drawer open:animate-drawer-in',
  'drawer-right':
    'm-0 ml-auto h-dvh max-h-none w-[min(26rem,calc(100%-3rem))] max-w-none rounded-l-xl shadow-drawer open:animate-drawer-in-right',
};

const sizeClass = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-3xl' } as const;

/**
 * A modal dialog on the native <dialog> element and showModal(): the page behind is inert and
 * focus moves in; Tab and Shift+Tab cycle inside; Esc, the close button and a backdrop click
 * close it; focus returns to the element that had it before; page scroll is locked (styles/theme.css).
 *
 *   const [open, setOpen] = useState(false);
 *   <Button onClick={() => setOpen(true)} aria-haspopup="dialog">Quick order</Button>
 *   <Dialog open={open} onClose={() => setOpen(false)} title="Quick order">…</Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  hideTitle = false,
  children,
  footer,
  variant = 'center',
  size = 'md',
  closeLabel,
  initialFocusRef,
  dismissible = true,
  id,
  className,
  'data-testid': testId,
}: DialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const handlers = useRef({ onClose, dismissible });
  const titleId = useId();
  const descriptionId = useId();
  // The content is rendered from the first opening on (and kept, so state survives a close): a
  // closed dialog shows nothing, and the phone menu's drawer would otherwise put ~200 elements
  // into every server-rendered page.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    handlers.current = { onClose, dismissible };
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocusRef?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (e: Event) => {
      if (!handlers.current.dismissible) e.preventDefault();
    };
    const onNativeClose = () => {
      const back = opener.current;
      opener.current = null;
      if (back?.isConnected) back.focus({ preventScroll: true });
      handlers.current.onClose();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  // showModal() makes the rest of the page inert, but Tab can still leave for the browser's own
  // UI; keep it cycling inside the dialog as the pattern expects.
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab' || !ref.current) return;
    const items = focusables(ref.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === ref.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  };

  // The backdrop belongs to the <dialog> box itself; the content fills it, so a press whose
  // target is the dialog element is outside the panel.
  const onMouseDown = (e: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = e.target === e.currentTarget;
  };
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && e.target === e.currentTarget && handlers.current.dismissible)
      ref.current?.close();
    pressedOnBackdrop.current = false;
  };

  return (
    <dialog
      ref={ref}
      id={id}
      data-testid={testId}
      data-scroll-lock=""
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onMouseDown={onMouseDown}
      onClick={onClick}
      className={cx(
        'overscroll-contain bg-white p-0 text-ink backdrop:backdrop-blur-[2px]',
        variantClass[variant],
        variant === 'center' && sizeClass[size],
        className,
      )}
    >
      <div
        className={cx(
          'flex flex-col',
          variant === 'center' ? 'max-h-[calc(100dvh-2rem)]' : 'h-full',
        )}
      >
        <div className="flex items-start justify-between gap-3 border-b border-line py-3 pr-3 pl-5">
          <div className={cx('min-w-0 pt-2', hideTitle && 'sr-only')}>
            <h2 id={titleId} className="text-lg leading-snug font-semibold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-muted">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-brand-50 hover:text-ink"
          >
            <CloseIcon size={22} />
            <span className="sr-only">{closeLabel ?? t('nav.close')}</span>
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">
          {opened && children}
        </div>
        {opened && footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-line bg-surface px-5 py-3">
            {footer}
          </div>
        )}
      </div>
    </dialog>
  );
}

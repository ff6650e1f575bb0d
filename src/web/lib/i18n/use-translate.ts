import { createContext, use, useMemo } from 'react';
import { useParams } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#domain/locale';
import { createTranslate, hasMessages, loadMessages, type MessageKey } from './translate';

/**
 * The language of pages outside `/:locale` (the back office, whose language is the staff
 * member's), so that the shared components (dialog, toast) speak it too.
 */
export const PageLocaleContext = createContext<Locale | null>(null);

/** The locale is the first path segment; everything below `/:locale` can rely on it. */
export function useLocale(): Locale {
  const { locale } = useParams();
  const outside = use(PageLocaleContext);
  return isLocale(locale) ? locale : (outside ?? DEFAULT_LOCALE);
}

/** Never provided: reading it only tells whether React is rendering (see `waitForPart`). */
const RenderingProbe = createContext(true);

function rendering(): boolean {
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a probe, not a hook's state: reading a context never suspends, and outside a render `use` throws, which is the answer
    return use(RenderingProbe);
  } catch {
    // Outside a render React has no dispatcher and `use` throws.
    return false;
  }
}

/**
 * A safety net for a key of a part that has not arrived (messages/later-pl.ts: a module using one
 * should import `later-messages.ts`, which waits for that part before the module runs). Printing
 * the key would show the shopper `checkout.title` and nobody would notice, so while React renders
 * the component suspends on the part's loading promise (`use` may be called conditionally, and
 * `loadMessages` hands out the same promise every time) and renders again once it is there. An
 * event handler cannot suspend: it gets the key, with a warning for us, and the part keeps
 * loading for the next render.
 */
function waitForPart(pending: Promise<void>, key: MessageKey): void {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- only while rendering (checked), where `use` may be called conditionally
  if (rendering()) use(pending);
  else console.warn(`Message "${key}" used before its part of the messages loaded`);
}

export function useT() {
  const locale = useLocale();
  // The page's own language is always loaded; another one (rare: a back-office page in a
  // language other than the one it was opened in) suspends until its messages are there.
  if (!hasMessages(locale)) use(loadMessages(locale));
  return useMemo(() => createTranslate(locale, waitForPart), [locale]);
}

import { useEffect, useId, useRef, useState } from 'react';
import { href } from 'react-router';
import { Button } from '../components/ui/button';
import { Checkbox } from '../components/ui/checkbox';
import { consent, type ConsentChoice } from '../lib/consent';
import { useLocale, useT } from '../lib/i18n/use-translate';

/**
 * The consent banner (docs/rules.md#consent): not a dialog, the page stays usable behind it. Fixed
 * to the bottom of the window, so showing it moves nothing on the page (no layout shift); first in
 * the page's tab order (consent-host.tsx). "Accept all", "reject all" and "settings" are the same
 * kind of button, side by side: rejecting is as easy as accepting.
 */
export default function ConsentBanner({
  takeFocus,
  onClosed,
}: {
  takeFocus: boolean;
  onClosed: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const stored = consent.current();
  const [settings, setSettings] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>({
    analytics: stored?.analytics ?? false,
    marketing: stored?.marketing ?? false,
  });
  useEffect(() => {
    // Asked for from the footer: the shopper is taken to it. On a first visit the page keeps its
    // focus (the banner is first in the tab order).
    if (takeFocus) title.current?.focus();
  }, [takeFocus]);
  const firstBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // "Settings" gives way to "save choice": focus moves on to the first box, not to the body.
    if (settings) firstBox.current?.focus();
  }, [settings]);
  const choose = (made: ConsentChoice) => {
    consent.choose(made);
    onClosed();
  };
  return (
    <section
      aria-labelledby={titleId}
      data-testid="consent-banner"
      className="fixed inset-x-0 bottom-0 z-40 max-h-[80vh] overflow-y-auto border-t border-line bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="container-page flex flex-col gap-3 py-3 lg:flex-row lg:items-center lg:gap-8">
        <div className="min-w-0 flex-1 text-sm text-ink">
          <h2 id={titleId} ref={title} tabIndex={-1} className="font-semibold focus:outline-none">
            {t('consent.title')}
          </h2>
          {/* Short on purpose: a long paragraph on a phone would be the page's largest paint,
              and it comes after hydration (decision 054). */}
          <p className="mt-0.5 text-muted">
            {t('consent.text')}{' '}
            <a
              href={href('/:locale/pages/:slug', { locale, slug: 'privacy' })}
              className="text-brand-700 underline underline-offset-2"
            >
              {t('consent.privacy')}
            </a>
          </p>
          {settings && <p className="mt-1 text-muted">{t('consent.necessary')}</p>}
          {settings && (
            <fieldset className="mt-2 flex flex-col gap-1 sm:flex-row sm:gap-6">
              <legend className="sr-only">{t('consent.settings')}</legend>
              <Checkbox
                ref={firstBox}
                label={t('consent.analytics')}
                hint={t('consent.analyticsHint')}
                checked={choice.analytics}
                onChange={(e) => setChoice({ ...choice, analytics: e.target.checked })}
                data-testid="consent-analytics"
              />
              <Checkbox
                label={t('consent.marketing')}
                hint={t('consent.marketingHint')}
                checked={choice.marketing}
                onChange={(e) => setChoice({ ...choice, marketing: e.target.checked })}
                data-testid="consent-marketing"
              />
            </fieldset>
          )}
        </div>
        <div className="grid shrink-0 grid-cols-3 gap-2">
          <Button
            variant="secondary"
            size="sm"
            className="whitespace-normal"
            data-testid="consent-accept-all"
            onClick={() => choose({ analytics: true, marketing: true })}
          >
            {t('consent.acceptAll')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="whitespace-normal"
            data-testid="consent-reject-all"
            onClick={() => choose({ analytics: false, marketing: false })}
          >
            {t('consent.rejectAll')}
          </Button>
          {settings ? (
            <Button
              variant="secondary"
              size="sm"
              className="whitespace-normal"
              data-testid="consent-save"
              onClick={() => choose(choice)}
            >
              {t('consent.save')}
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              className="whitespace-normal"
              aria-expanded={false}
              data-testid="consent-settings"
              onClick={() => setSettings(true)}
            >
              {t('consent.settings')}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { useLoad } from '#web/lib/use-load';
import { geowidgetAttributes, listenForGeowidgetPoint, loadGeowidget } from './geowidget';

/**
 * InPost's map of lockers (geowidget.ts), shown while the picker's "Map of lockers" is open: the
 * widget's script loads on the first opening only. A point chosen on the map is reported by its
 * code; the picker's list stays the accessible way to choose (the widget is InPost's, and what a
 * keyboard can do in it is theirs).
 */
export function GeowidgetMap({
  id,
  token,
  onPoint,
}: {
  id: string;
  token: string;
  onPoint: (id: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const host = useRef<HTMLDivElement>(null);
  const chosen = useEffectEvent((code: string) => onPoint(code));
  // The script is the one thing loaded (once per page; a failure lets a later opening retry).
  const script = useLoad(['geowidget'], () => loadGeowidget().then(() => true));
  const ready = script.data === true;

  // The widget element is built once the script has defined it, and again for another token
  // or language.
  useEffect(() => {
    if (!ready || !host.current) return;
    const widget = document.createElement('inpost-geowidget');
    for (const [name, value] of Object.entries(geowidgetAttributes(token, locale))) {
      widget.setAttribute(name, value);
    }
    host.current.replaceChildren(widget);
  }, [ready, token, locale]);
  useEffect(() => listenForGeowidgetPoint(chosen), []);

  return (
    <section id={id} aria-label={t('checkout.point.mapTitle')} data-testid="point-map">
      <p className="text-sm text-muted" role="status">
        {script.error !== undefined
          ? t('checkout.point.mapFailed')
          : script.loading
            ? t('checkout.point.mapLoading')
            : ''}
      </p>
      <div
        ref={host}
        className="h-[28rem] w-full overflow-hidden rounded-md border border-line empty:hidden"
      />
    </section>
  );
}

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { geowidgetAttributes, listenForGeowidgetPoint, loadGeowidget } from './geowidget';

type MapState = 'loading' | 'ready' | 'failed';

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
  const [state, setState] = useState<MapState>('loading');
  const host = useRef<HTMLDivElement>(null);
  const chosen = useEffectEvent((code: string) => onPoint(code));

  useEffect(() => {
    let live = true;
    loadGeowidget().then(
      () => {
        if (!live || !host.current) return;
        const widget = document.createElement('inpost-geowidget');
        for (const [name, value] of Object.entries(geowidgetAttributes(token, locale))) {
          widget.setAttribute(name, value);
        }
        host.current.replaceChildren(widget);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    const stop = listenForGeowidgetPoint(chosen);
    return () => {
      live = false;
      stop();
    };
  }, [token, locale]);

  return (
    <section id={id} aria-label={t('checkout.point.mapTitle')} data-testid="point-map">
      <p className="text-sm text-muted" role="status">
        {state === 'loading'
          ? t('checkout.point.mapLoading')
          : state === 'failed'
            ? t('checkout.point.mapFailed')
            : ''}
      </p>
      <div
        ref={host}
        className="h-[28rem] w-full overflow-hidden rounded-md border border-line empty:hidden"
      />
    </section>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { useLocale, useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { geowidgetAttributes, listenForGeowidgetPoint, loadGeowidget } from './geowidget';

type MapState = 'loading' | 'ready' | 'failed';

/**
 * "Map of lockers": InPost's Geowidget (geowidget.ts), loaded on the first opening only. A point
 * chosen on the map is reported by its code and the map closes; the picker's list stays the
 * accessible way to choose (the widget is InPost's, and what a keyboard can do in it is theirs).
 */
export function GeowidgetMap({ token, onPoint }: { token: string; onPoint: (id: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<MapState>('loading');
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onPoint);
  latest.current = onPoint;

  useEffect(() => {
    if (!open) return;
    let live = true;
    setState('loading');
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
    const stop = listenForGeowidgetPoint((id) => {
      latest.current(id);
      setOpen(false);
    });
    return () => {
      live = false;
      stop();
    };
  }, [open, token, locale]);

  return (
    <div className="flex flex-col gap-2">
      {/* A disclosure: one name, its state in aria-expanded (read out as "expanded"/"collapsed"). */}
      <Button
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((was) => !was)}
        data-testid="point-map-toggle"
      >
        {t('checkout.point.map')}
      </Button>
      {open && (
        <section id={regionId} aria-label={t('checkout.point.mapTitle')} data-testid="point-map">
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
      )}
    </div>
  );
}

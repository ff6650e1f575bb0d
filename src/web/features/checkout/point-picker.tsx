import { useId, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { DeliveryPointAnswer } from '#contracts/checkout';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { locate, usePointSearch, type PointQuery } from './use-point-search';
import { GeowidgetMap } from './geowidget-map';

export type DeliveryPoint = DeliveryPointAnswer;

/**
 * The seam for a parcel-locker point: whatever picks the point (this list, or a carrier's map
 * widget dropped in later) gets these props and reports the chosen id through `onChange`. The
 * id travels in the form field `name`; the server checks that the shop offers it.
 */
export interface PointPickerProps {
  /** The form field that carries the id (`delivery.point`). */
  name: string;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}

type Locating = 'idle' | 'asking' | 'denied';

/**
 * The point picker (docs/decisions/057-parcels.md): type a locker's code, search by town,
 * street or post code, or ask for the lockers near you (the browser's location is asked only on
 * that click). A post code or town with no locker of its own lists the nearest ones, each with
 * its distance. Each point shows its address, where it stands and its opening hours; the list is
 * plain buttons, so keyboards and screen readers use it as any list. With a Geowidget token
 * (routes/locale-layout.tsx), InPost's map is offered beside it, its script loaded only when opened.
 */
export function PointPicker({ name, value, onChange, error }: PointPickerProps) {
  const t = useT();
  const listId = useId();
  const [query, setQuery] = useState<PointQuery>({ q: '' });
  const [locating, setLocating] = useState<Locating>('idle');
  const points = usePointSearch(query, 10);
  const geowidget = useRouteLoaderData<{ geowidget: string | null }>(
    'routes/locale-layout',
  )?.geowidget;
  const mapId = useId();
  const [mapOpen, setMapOpen] = useState(false);
  // A point chosen on the map is listed (searched by its code), so it shows as the chosen one.
  const onMapPoint = (id: string) => {
    onChange(id);
    setQuery({ q: id });
    setMapOpen(false);
  };

  const nearMe = () => {
    setLocating('asking');
    locate().then(
      (near) => {
        setLocating('idle');
        setQuery({ near });
      },
      () => setLocating('denied'),
    );
  };

  const chosen = points?.find((p) => p.id === value.trim().toUpperCase());
  // A typed post code or town with no point of its own: the server answers the nearest ones.
  const typed = 'q' in query ? query.q.trim() : '';
  const nearestToTyped = typed !== '' && points?.[0]?.distance_km != null;
  return (
    <div className="flex flex-col gap-3">
      <Field
        label={t('checkout.point.id')}
        hint={t('checkout.point.idHint')}
        error={error}
        required
      >
        <Input
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          className="uppercase"
        />
      </Field>
      {chosen && (
        <p className="text-sm text-muted" role="status" data-testid="point-chosen">
          {chosen.name}, {chosen.address}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label={t('checkout.point.search')} className="grow">
          <Input
            type="search"
            value={'q' in query ? query.q : ''}
            onChange={(e) => setQuery({ q: e.target.value })}
            aria-controls={listId}
            autoComplete="off"
            data-testid="point-search"
          />
        </Field>
        <Button
          type="button"
          variant="secondary"
          onClick={nearMe}
          aria-controls={listId}
          disabled={locating === 'asking'}
          data-testid="point-near-me"
        >
          {t('checkout.point.nearMe')}
        </Button>
        {geowidget && (
          // A disclosure: one name, its state in aria-expanded.
          <Button
            type="button"
            variant="secondary"
            aria-expanded={mapOpen}
            aria-controls={mapId}
            onClick={() => setMapOpen((open) => !open)}
            data-testid="point-map-toggle"
          >
            {t('checkout.point.map')}
          </Button>
        )}
      </div>
      {geowidget && mapOpen && <GeowidgetMap id={mapId} token={geowidget} onPoint={onMapPoint} />}
      <p className="text-sm text-muted" role="status" aria-live="polite">
        {locating === 'asking'
          ? t('checkout.point.locating')
          : locating === 'denied'
            ? t('checkout.point.locationDenied')
            : nearestToTyped
              ? t('checkout.point.nearestTo', { query: typed })
              : points
                ? t('checkout.point.found', { count: points.length })
                : ''}
      </p>
      <ul
        id={listId}
        aria-label={t('checkout.point.list')}
        className="flex max-h-80 flex-col gap-2 overflow-auto"
      >
        {points?.length === 0 && <li className="text-sm text-muted">{t('checkout.point.none')}</li>}
        {points?.map((p) => (
          <li key={p.id}>
            <PointButton
              point={p}
              selected={p.id === value.trim().toUpperCase()}
              onChoose={onChange}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PointButton({
  point,
  selected,
  onChoose,
}: {
  point: DeliveryPoint;
  selected: boolean;
  onChoose: (id: string) => void;
}) {
  const t = useT();
  return (
    <button
      type="button"
      data-point-id={point.id}
      aria-pressed={selected}
      onClick={() => onChoose(point.id)}
      className="w-full rounded-md border border-line px-3 py-2 text-left text-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
    >
      <span className="flex items-baseline justify-between gap-3">
        <span>
          <span className="font-semibold">{point.id}</span>
          {point.name !== point.id && <> · {point.name}</>}
        </span>
        {point.distance_km !== null && (
          <span className="shrink-0 text-muted tabular-nums" data-testid="point-distance">
            {t('checkout.point.distance', { count: point.distance_km })}
          </span>
        )}
      </span>
      <span className="block text-muted">{point.address}</span>
      {point.description && <span className="block text-muted">{point.description}</span>}
      {point.opening_hours && (
        <span className="block text-muted">
          {t('checkout.point.hours', { hours: point.opening_hours })}
        </span>
      )}
    </button>
  );
}

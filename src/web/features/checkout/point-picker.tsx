import { useEffect, useId, useState } from 'react';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { useT } from '#web/lib/i18n/use-translate';
import '#web/lib/i18n/later-messages';
import { checkoutCalls } from './checkout-calls';

export interface DeliveryPoint {
  id: string;
  name: string;
  address: string;
}

/**
 * The seam for a parcel-locker point: whatever picks the point (this list, or a carrier's map
 * widget dropped in later) gets these props and reports the chosen id through `onChange`. The
 * id travels in the form field `name`; the server checks that the shop knows it.
 */
export interface PointPickerProps {
  /** The form field that carries the id (`delivery.point`). */
  name: string;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}

/**
 * The shop's own picker: type a point's id, or search the shop's points by town, street or id
 * and choose one. No outside script.
 */
export function PointPicker({ name, value, onChange, error }: PointPickerProps) {
  const t = useT();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [points, setPoints] = useState<DeliveryPoint[] | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      checkoutCalls.points(query.trim(), abort.signal).then(
        (found) => setPoints(found.slice(0, 8)),
        () => !abort.signal.aborted && setPoints([]),
      );
    }, 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);

  const chosen = points?.find((p) => p.id === value.trim().toUpperCase());
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
        <p className="text-sm text-muted" role="status">
          {chosen.name}, {chosen.address}
        </p>
      )}
      <Field label={t('checkout.point.search')}>
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-controls={listId}
          autoComplete="off"
        />
      </Field>
      <ul
        id={listId}
        aria-label={t('checkout.point.list')}
        className="flex max-h-72 flex-col gap-2 overflow-auto"
      >
        {points?.length === 0 && <li className="text-sm text-muted">{t('checkout.point.none')}</li>}
        {points?.map((p) => {
          const selected = p.id === value.trim().toUpperCase();
          return (
            <li key={p.id}>
              <button
                type="button"
                data-point-id={p.id}
                aria-pressed={selected}
                onClick={() => onChange(p.id)}
                className="w-full rounded-md border border-line px-3 py-2 text-left text-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50"
              >
                <span className="font-semibold">{p.id}</span> · {p.name}
                <span className="block text-muted">{p.address}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useState } from 'react';
import { PARCEL_SIZES, type ParcelSize } from '#domain/shipping/parcel-rules';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Select } from '#web/components/ui/select';
import { Panel } from '#web/admin/components/admin-page';
import { ApiError } from '#web/admin/lib/api';
import { carrierStatusText, shippingErrorText, shippingFieldText, useShippingT } from './i18n';
import { labelUrl, useCreateShipment, useShipment } from './shipment-queries';

/**
 * The order's InPost parcel (docs/decisions/057-parcels.md): "Create shipment" with the size
 * (defaulting from the items) for a confirmed order, then the tracking number, the carrier's
 * status, the label, and a warning when the parcel is coming back. InPost's refusals are shown
 * field by field, in the order's words. Nothing without InPost configured.
 */
export function ShipmentPanel({ orderId, confirmed }: { orderId: string; confirmed: boolean }) {
  const t = useShippingT();
  const state = useShipment(orderId);
  const create = useCreateShipment(orderId);
  const [size, setSize] = useState<ParcelSize | null>(null);
  if (!state.data?.enabled) return null;
  const { shipment } = state.data;
  const suggested_size = state.data.suggested_size ?? 'small';
  const booked = shipment?.shipment_id ? shipment : null;
  const error = create.error instanceof ApiError ? create.error : null;

  return (
    <Panel title={t('panel.title')}>
      <div className="flex flex-col gap-3 px-5 py-4 text-sm" data-testid="shipment-panel">
        {booked ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt className="text-muted">{t('panel.tracking')}</dt>
              <dd className="font-mono break-all" data-testid="shipment-tracking">
                {booked.tracking_number ?? '—'}
              </dd>
              <dt className="text-muted">{t('panel.status')}</dt>
              <dd data-testid="shipment-status" data-status={booked.status}>
                {carrierStatusText(t, booked.status)}
              </dd>
              <dt className="text-muted">{t('panel.size')}</dt>
              <dd>{t(`size.${booked.size}`)}</dd>
            </dl>
            {booked.attention && (
              <p role="alert" className="font-medium text-danger-700">
                {t('panel.attention')}
              </p>
            )}
            <a
              href={labelUrl(orderId)}
              download
              className="font-medium text-brand-700 underline"
              data-testid="shipment-label"
            >
              {t('panel.label')}
            </a>
          </>
        ) : !confirmed ? (
          <p className="text-muted">{t('panel.onlyConfirmed')}</p>
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              create.mutate(size ?? suggested_size);
            }}
          >
            <p className="text-muted">{t('panel.none')}</p>
            <Field label={t('panel.size')} hint={t('panel.sizeHint')}>
              <Select
                value={size ?? suggested_size}
                onChange={(e) => setSize(e.target.value as ParcelSize)}
                data-testid="shipment-size"
              >
                {PARCEL_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {t(`size.${s}`)}
                  </option>
                ))}
              </Select>
            </Field>
            {error && (
              <div role="alert" className="text-danger-700" data-testid="shipment-error">
                {shippingErrorText(t, error.code ?? undefined)}
                {Object.keys(error.fields).length > 0 && (
                  <ul className="mt-1 list-disc pl-5" data-testid="shipment-field-errors">
                    {Object.entries(error.fields).map(([field, reasons]) => (
                      <li key={field}>
                        {shippingFieldText(t, field)}: {reasons.join(', ')}
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
            {shipment?.last_error && !error && (
              <p className="text-muted">{t('panel.lastError', { error: shipment.last_error })}</p>
            )}
            <Button type="submit" disabled={create.isPending} data-testid="shipment-create">
              {create.isPending ? t('panel.creating') : t('panel.create')}
            </Button>
          </form>
        )}
      </div>
    </Panel>
  );
}

import { useState } from 'react';
import type { ShipmentsBulkResult } from '#contracts/admin/shipments';
import { Button, buttonClasses } from '#web/components/ui/button';
import { DownloadIcon } from '#web/admin/components/admin-icons';
import { shippingErrorText, useShippingT } from './i18n';
import { labelsUrl, useCreateShipments } from './shipment-queries';

/**
 * The orders list's parcel run: a shipment for each selected order, then one PDF of the labels
 * of those that got one (in the order selected). Each refusal is named with its order.
 */
export function BulkShipments({
  ids,
  onDone,
  numberOf,
}: {
  ids: string[];
  onDone: () => void;
  /** The order's number as staff read it (the orders feature's). */
  numberOf: (id: string) => string;
}) {
  const t = useShippingT();
  const create = useCreateShipments();
  const [result, setResult] = useState<ShipmentsBulkResult['results'] | null>(null);
  const shipped = result?.filter((r) => r.ok).map((r) => r.order_id) ?? [];
  const failed = result?.filter((r) => !r.ok) ?? [];
  if (ids.length === 0 && !result) return null;

  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-line bg-white px-4 py-3 text-sm"
      data-testid="bulk-shipments"
    >
      <div className="flex flex-wrap items-center gap-3">
        {ids.length > 0 && (
          <>
            <span>{t('bulk.selected', { count: ids.length })}</span>
            <Button
              size="sm"
              disabled={create.isPending}
              data-testid="bulk-shipments-create"
              onClick={() =>
                create.mutate(ids, {
                  onSuccess: (answer) => {
                    setResult(answer.results);
                    onDone();
                  },
                })
              }
            >
              {t('bulk.create')}
            </Button>
          </>
        )}
        {shipped.length > 0 && (
          <a
            href={labelsUrl(shipped)}
            download
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="bulk-shipments-labels"
          >
            <DownloadIcon className="size-4" aria-hidden="true" />
            {t('bulk.labels')}
          </a>
        )}
      </div>
      <div role="status" aria-live="polite">
        {result && <p>{t('bulk.done', { ok: shipped.length, failed: failed.length })}</p>}
        {create.isError && <p className="text-danger-700">{t('err.failed')}</p>}
      </div>
      {failed.length > 0 && (
        <ul className="list-disc pl-5 text-danger-700">
          {failed.map((r) => (
            <li key={r.order_id}>
              {t('bulk.failed', {
                number: numberOf(r.order_id),
                error: shippingErrorText(t, r.error?.code),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

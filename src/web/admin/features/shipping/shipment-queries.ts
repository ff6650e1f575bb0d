import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  shipmentSchema,
  shipmentsBulkResponse,
  shipmentStateSchema,
} from '#contracts/admin/shipments';
import { ADMIN_API, apiPath } from '#contracts/api-paths';
import type { ParcelSize } from '#domain/shipping/parcel-rules';
import { adminApi } from '#web/admin/lib/api';
import { queryRoots } from '#web/admin/lib/query-keys';

const shipmentKey = (id: string) => [...queryRoots.orders, 'shipment', id] as const;

/** The order's parcel; `enabled: false` when InPost is not configured (the panel then shows nothing). */
export const shipmentQuery = (id: string) =>
  queryOptions({
    queryKey: shipmentKey(id),
    queryFn: ({ signal }) =>
      adminApi.get(apiPath(ADMIN_API.orderShipment, { id }), {
        signal,
        quiet: true,
        schema: shipmentStateSchema,
      }),
  });

export const useShipment = (id: string) => useQuery(shipmentQuery(id));

/** Books the parcel; the order (now shipped) and its parcel are asked again. */
export function useCreateShipment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (size: ParcelSize) =>
      adminApi.post(
        apiPath(ADMIN_API.orderShipment, { id }),
        { size },
        {
          quiet: true,
          schema: shipmentSchema,
        },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryRoots.orders }),
  });
}

/** A parcel for each selected order; the lists are asked again. */
export function useCreateShipments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      adminApi.post(
        apiPath(ADMIN_API.orderShipments, {}),
        { ids },
        {
          quiet: true,
          schema: shipmentsBulkResponse,
        },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: queryRoots.orders }),
  });
}

export const labelUrl = (id: string) => apiPath(ADMIN_API.orderShipmentLabel, { id });
export const labelsUrl = (ids: string[]) =>
  `${apiPath(ADMIN_API.orderShipmentLabels, {})}?ids=${ids.map(encodeURIComponent).join(',')}`;

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOrderParams } from '#contracts/admin/orders';
import {
  shipmentCreateBody,
  shipmentLabelsQuery,
  shipmentSchema,
  shipmentStateSchema,
  shipmentsBulkBody,
  shipmentsBulkResponse,
} from '#contracts/admin/shipments';
import { ADMIN_API } from '#contracts/api-paths';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';

const tags = ['back office: orders'];
const config = { staff: 'staff' } as const;
const pdf = (name: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `attachment; filename="${name}"`,
});

/** InPost shipments and labels of orders (docs/decisions/057-parcels.md). 404 without InPost. */
export default async function adminShipmentRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const shipping = services.shipping;

  app.get(
    ADMIN_API.orderShipment,
    {
      config,
      schema: {
        tags,
        description:
          'The order’s shipment (null before one is booked) and the size it defaults to; `enabled: false` (and nothing else) without InPost configured',
        params: adminOrderParams,
        response: { 200: shipmentStateSchema },
      },
    },
    async (req) =>
      shipping.enabled
        ? { enabled: true, ...(await shipping.shipments.get(req.params.id)) }
        : { enabled: false, suggested_size: null, shipment: null },
  );

  app.post(
    ADMIN_API.orderShipment,
    {
      config,
      schema: {
        tags,
        description:
          'Books the order’s parcel at InPost and moves the order to `shipped` (the shopper is e-mailed the tracking link). Only a confirmed order without a shipment: else 409. InPost’s validation errors: 422 with the order’s fields (`phone`, `email`, `address`, `delivery_point`, `size`).',
        params: adminOrderParams,
        body: shipmentCreateBody,
        response: { 201: shipmentSchema },
      },
    },
    async (req, reply) => {
      const actor = requireStaff(req);
      const created = await shipping.shipments.create(actor, req.params.id, req.body.size);
      return reply.status(201).send(created);
    },
  );

  app.get(
    ADMIN_API.orderShipmentLabel,
    {
      config,
      schema: { tags, description: 'The parcel’s label (PDF, A6)', params: adminOrderParams },
    },
    async (req, reply) => {
      const label = await shipping.shipments.label(req.params.id);
      return reply.headers(pdf(`etykieta-${label.orderNumber}.pdf`)).send(label.pdf);
    },
  );

  app.post(
    ADMIN_API.orderShipments,
    {
      config,
      schema: {
        tags,
        description:
          'A shipment for each order in `ids`, one after another; each answers its result',
        body: shipmentsBulkBody,
        response: { 200: shipmentsBulkResponse },
      },
    },
    async (req) => {
      const actor = requireStaff(req);
      return { results: await shipping.shipments.createMany(actor, req.body.ids, req.body.size) };
    },
  );

  app.get(
    ADMIN_API.orderShipmentLabels,
    {
      config,
      schema: {
        tags,
        description:
          'The labels of the orders in `ids` (comma-separated) as one PDF, in that order',
        querystring: shipmentLabelsQuery,
      },
    },
    async (req, reply) =>
      reply.headers(pdf('labels.pdf')).send(await shipping.shipments.labels(req.query.ids)),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CSV_LIMITS,
  importAccepted,
  importJob,
  importJobParams,
  importQuery,
  importReport,
} from '#contracts/admin/import';
import { unsupportedMediaType } from '#domain/errors';
import { requireStaff } from '#server/plugins/admin-session';
import type { Services } from '#server/services/index';
import { ADMIN_API } from '#contracts/api-paths';

const tags = ['back office'];
const config = { staff: 'staff' } as const;

/** Products CSV: export, import (answered at once, or as a job to poll), the job's progress. */
export default async function importRoutes(
  fastify: FastifyInstance,
  { services }: { services: Services },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalogImport = services.import;

  // Only in this plugin: the app's 64 KB body limit stays for every other route. The session
  // hook runs before the body is read, so nobody without a session can send 50 MB.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'buffer', bodyLimit: CSV_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    ADMIN_API.productsExport,
    { config, schema: { tags, description: 'Every product as CSV (docs/back-office/csv.md)' } },
    async (req, reply) => {
      requireStaff(req);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .send(catalogImport.exportCsv());
    },
  );

  app.post(
    ADMIN_API.productsImport,
    {
      config,
      schema: {
        tags,
        description: 'Upsert products by SKU from a text/csv body; 202 with a job for a long file',
        querystring: importQuery,
        response: { 200: importReport, 202: importAccepted },
      },
    },
    async (req, reply) => {
      const actor = requireStaff(req);
      if (!Buffer.isBuffer(req.body))
        throw unsupportedMediaType('csv_required', 'Send the file as the body, as text/csv');
      const dryRun = req.query.dry_run === '1' || req.query.dry_run === 'true';
      const outcome = await catalogImport.importCsv(req.body, { dryRun, actor });
      if ('job' in outcome) return reply.status(202).header('location', outcome.job).send(outcome);
      return outcome.report;
    },
  );

  app.get(
    ADMIN_API.importJob,
    { config, schema: { tags, params: importJobParams, response: { 200: importJob } } },
    async (req) => catalogImport.job(req.params.id),
  );
}

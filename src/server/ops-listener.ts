import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { Registry } from 'prom-client';
import { pgliteClientOf } from './db/client';
import type { Database } from './db/types';
import { bearerMatches } from './plugins/metrics';

/**
 * The ops listener: Prometheus metrics and the embedded database's backup, on a port of its
 * own that binds to loopback by default (METRICS_HOST/METRICS_PORT), never on the shop's port.
 * The backup needs a bearer token derived from the shop's secret (secrets.ts): anyone who can
 * read DATA_DIR can take a copy anyway, and no one else can.
 */
export interface OpsListenerOptions {
  host: string;
  port: number;
  registry: Registry;
  database: Database;
  backupToken: string;
  /** Where `ops-listener.json` (pid and address) is written for `npm run backup`; PGlite only. */
  dataDir?: string | undefined;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

export interface OpsListener {
  url: string;
  close(): Promise<void>;
}

/** The file through which `npm run backup` finds the running server's ops listener. */
export const opsListenerFile = (dataDir: string) =>
  path.join(path.resolve(dataDir), 'ops-listener.json');

export async function startOpsListener(opts: OpsListenerOptions): Promise<OpsListener | null> {
  const admin = Fastify({ logger: false });
  admin.get('/metrics', async (_request, reply) =>
    reply.type(opts.registry.contentType).send(await opts.registry.metrics()),
  );
  admin.post('/backup', async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, opts.backupToken))
      return reply.status(401).send({ errors: 'Unauthorized', code: 'unauthenticated' });
    const client = pgliteClientOf(opts.database);
    if (!client)
      return reply.status(409).send({
        errors: 'PostgreSQL is backed up with pg_dump (docs/operations.md)',
        code: 'not_embedded',
      });
    // Taken under PGlite's query lock: between two statements, so the copy is what a kill -9
    // at that moment would leave on disk (crash-consistent; recovery replays the WAL on load).
    const dump = await client.dumpDataDir('gzip');
    return reply.type('application/gzip').send(Buffer.from(await dump.arrayBuffer()));
  });

  try {
    await admin.listen({ host: opts.host, port: opts.port });
  } catch (error) {
    // Metrics are auxiliary: a taken port must not keep the shop from serving. Said loudly.
    opts.log.warn(
      { err: error, port: opts.port },
      'ops listener (metrics, backup) not started: set METRICS_PORT to a free port or off',
    );
    await admin.close();
    return null;
  }
  const address = admin.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  const url = `http://${opts.host.includes(':') ? `[${opts.host}]` : opts.host}:${port}`;
  const file = opts.dataDir ? opsListenerFile(opts.dataDir) : null;
  if (file) writeFileSync(file, `${JSON.stringify({ pid: process.pid, url })}\n`);
  opts.log.info({ url }, 'ops listener (metrics, backup) ready');
  return {
    url,
    async close() {
      if (file) rmSync(file, { force: true });
      await admin.close();
    },
  };
}

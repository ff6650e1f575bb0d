/**
 * A second shop process for tests: the app (API only, no pages) on DATABASE_URL, as main.ts
 * starts it (bootstrap: migrate, services, the catalogue change listener), on a loopback port.
 * Prints `LISTENING <port>` when ready; SIGTERM closes it.
 */
import { buildApp } from '#server/app';
import { bootstrap } from '#server/bootstrap';
import { loadConfig } from '#server/config';

const config = loadConfig();
const services = await bootstrap(config, () => {});
const app = await buildApp({ config, services });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`LISTENING ${typeof address === 'object' && address ? address.port : 0}\n`);

process.on('SIGTERM', () => {
  void (async () => {
    await app.close();
    await services.database.close();
    process.exit(0);
  })();
});

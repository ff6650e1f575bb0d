import { createServer } from 'vite';
import type { ServerBuild } from 'react-router';
import { loadDevConfig } from './config';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';

/** `npm run dev`: the same app with Vite in middleware mode (hot reload of the pages). */
const config = loadDevConfig();
const services = await bootstrap(config);

const vite = await createServer({
  server: { middlewareMode: true, hmr: true },
  appType: 'custom',
});
const app = await buildApp({
  config,
  services,
  web: {
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    mode: 'development',
    vite,
  },
});
await app.listen({ port: config.PORT, host: config.HOST });
const shutdown = async () => {
  await app.close();
  await vite.close();
  await services.database.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

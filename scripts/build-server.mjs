// Bundles the Fastify server (src/server/main.ts) into dist/server/main.js. Dependencies stay
// external (node_modules); the React Router server build is loaded from build/server at run time.
// Code splitting keeps what main.ts imports dynamically (tracing, then the server) in chunks of
// their own, so fastify, pg and pino load only after tracing has been set up.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outdir: 'dist/server',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundle: dist/server/main.js');

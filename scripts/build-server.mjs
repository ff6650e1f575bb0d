// Bundles the Fastify server (src/server/main.ts) into dist/server/main.js. Dependencies stay
// external (node_modules); the React Router server build is loaded from build/server at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundle: dist/server/main.js');

// `npm start`: build when the build is missing or older than the sources, then serve.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { shopNodeFlags } from './lib/heap-limit.mjs';

// React (and React Router) pick their production builds from NODE_ENV: unset, the server would
// render with the development build, several times slower.
process.env.NODE_ENV ??= 'production';

const outputs = ['dist/server/main.js', 'build/server/index.js'];
const inputs = ['src', 'public', 'package-lock.json', 'vite.config.ts', 'react-router.config.ts'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const built = outputs.every((o) => existsSync(o));
const stale =
  built && Math.max(...inputs.map(newest)) > Math.min(...outputs.map((o) => statSync(o).mtimeMs));
if (!built || stale) {
  console.log(
    built ? 'Sources changed since the last build: building…' : 'No build yet: building…',
  );
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in a child so that Node gets the shop's heap limit (scripts/lib/heap-limit.mjs);
// signals go to it, and its exit code is ours.
const server = spawn(process.execPath, [...shopNodeFlags(), path.resolve('dist/server/main.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

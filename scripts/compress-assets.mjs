// Writes a Brotli (quality 11) and a gzip (level 9) copy beside every fingerprinted script,
// stylesheet and SVG of the client build, once at build time. The server sends them as they are
// (@fastify/static `preCompressed`, src/server/plugins/web.ts) instead of compressing each
// response at the fast, weak level it uses for pages: the shop's runtime chunk is 93 KB in
// Brotli 11 against 138 KB in Brotli 1 (decision 029).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dir = process.argv[2] ?? 'build/client/assets';
const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(dir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(dir, name);
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `compressed ${files} assets: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB (br)`,
);
